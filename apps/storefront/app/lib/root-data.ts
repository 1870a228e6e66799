import { useRouteLoaderData } from "react-router";
import type { ThirdParties } from "#server/third-parties.ts";
import type { AccountSummary } from "../routes/account/lib/types.ts";
import type { Messages } from "./i18n.tsx";
import type { PageLocale } from "./locale.ts";
import type { ROOT_QUERY } from "./root-query.ts";
import type { ResultOf } from "./shop-graphql.ts";

/** A main category of the menu, as the root's document asks for it. */
export type MenuCategory = NonNullable<ResultOf<typeof ROOT_QUERY>["getCategories"]["data"]>[number];

/** What the root loader gives every page: locale, settings (footer, titles) and the category menu. */
export interface RootData {
  locale: PageLocale;
  /** The signed-in user (or null) and the cart badge, so the header paints right on the server. */
  account?: AccountSummary;
  settings: Record<string, unknown>;
  menu: MenuCategory[];
  origin: string;
  /** The layout's strings in the page's language; each page's loader adds its own (decisions 0040, 0082). */
  messages?: Messages;
  /** The third-party services configured (decision 0067); none by default, and then no outside script. */
  thirdParties?: ThirdParties;
  /** Asked for by a phone (`Sec-CH-UA-Mobile: ?1`): the desktop menu leaves out its panels (decision 0101). */
  phone?: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root data is missing");
  return data;
}

/** A setting as a string (empty when missing). */
export function settingText(settings: Record<string, unknown>, key: string): string {
  const value = settings[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
