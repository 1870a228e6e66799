import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { AuthLayout } from "./auth-layout.tsx";
import { MinimalLayout } from "./minimal-layout.tsx";
import { SiteLayout } from "./site-layout.tsx";

/** What a route module exports as `handle` to pick its layout: `export const handle = { layout: "auth" }`. */
export interface LayoutHandle {
  layout?: "default" | "auth" | "minimal";
}

/** The layout the deepest matching route asks for (default: header, body, footer). */
export function RouteLayout({ children, cartCount = 0 }: { children: ReactNode; cartCount?: number }) {
  const matches = useMatches();
  let layout: LayoutHandle["layout"] = "default";
  for (const match of matches) {
    const asked = (match.handle as LayoutHandle | undefined)?.layout;
    if (asked) layout = asked;
  }
  if (layout === "auth") return <AuthLayout>{children}</AuthLayout>;
  if (layout === "minimal") return <MinimalLayout>{children}</MinimalLayout>;
  return <SiteLayout cartCount={cartCount}>{children}</SiteLayout>;
}
