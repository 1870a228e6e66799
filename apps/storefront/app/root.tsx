import "./app.css";
import { lazy, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { dirOf } from "#i18n/locales.ts";
import { isPhoneHint, PHONE_HINT } from "#kernel/form-factor.ts";
import { servicesContext } from "#server/app-context.ts";
import { isSharedPage } from "#server/shared-pages.ts";
import type { Route } from "./+types/root";
import { CatalogActionsProvider } from "./components/account/catalog-actions-provider.tsx";
import { publicOrigin } from "./components/catalog/seo.ts";
import { RouteLayout } from "./components/layout/route-layout.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { usePageViews } from "./lib/analytics.ts";
import { useReloadAfterAuthReturn } from "./lib/auth-return.ts";
import { useReloadOnChunkError } from "./lib/chunk-reload.ts";
import { useNonce } from "./lib/csp-nonce.ts";
import { gql } from "./lib/graphql.ts";
import { I18nProvider, useMatchedMessages } from "./lib/i18n.tsx";
import { localeOfRequest } from "./lib/locale.ts";
import { layoutMessages } from "./lib/messages.server.ts";
import { useLowPriorityModulePreloads } from "./lib/module-preloads.ts";
import type { RootData } from "./lib/root-data.ts";
import { ROOT_QUERY } from "./lib/root-query.ts";
import { useServiceWorker } from "./lib/service-worker.ts";
import { ThirdPartyScripts, useErrorReporting } from "./lib/third-parties.tsx";
import { accountSummary } from "./routes/account/lib/summary.server.ts";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const locale = localeOfRequest(request);
  // A shared page is the same for everyone: its account data comes after it (decision 0128).
  const shared = isSharedPage(new URL(request.url).pathname.replace(/\.data$/, ""));
  const [result, account] = await Promise.all([
    gql(context, locale, ROOT_QUERY),
    shared ? undefined : accountSummary(request, context),
  ]);
  return {
    ...(account ? { account } : {}),
    locale,
    settings: (result.getSettings.data ?? {}) as Record<string, unknown>,
    menu: result.getCategories.data ?? [],
    origin: publicOrigin(context),
    messages: layoutMessages(locale.lang),
    thirdParties: context.get(servicesContext).thirdParties,
    phone: isPhoneHint(request.headers.get(PHONE_HINT)),
  };
}

/** Matches a language-country prefix segment ("ar-eg"), valid or not (localeOfRequest reads both). */
const PREFIX = /^[a-z]{2}-[a-z]{2}$/i;

/**
 * The root data (menu, settings, account, the layout's strings) changes with the locale and
 * after actions (sign-in, cart, wishlist), not when a page or its filters change: skip the
 * reload then, so navigations do not resend them (decision 0040). A page's own strings come with
 * its loader's data, which runs on every navigation (decision 0082).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const first = (url: URL) => url.pathname.split("/")[1] ?? "";
  const [from, to] = [first(currentUrl), first(nextUrl)];
  if (from.toLowerCase() !== to.toLowerCase() && (PREFIX.test(from) || PREFIX.test(to)))
    return defaultShouldRevalidate;
  return false;
}

/** Only error pages need it: its own chunk, loaded when one shows. */
const ErrorPage = lazy(() =>
  import("./components/layout/error-page.tsx").then((m) => ({ default: m.ErrorPage })),
);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const lang = data?.locale.lang ?? "ar";
  const nonce = useNonce();
  const messages = useMatchedMessages();
  useLowPriorityModulePreloads(nonce);
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FAF7F2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.webmanifest?lang=${lang}`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links nonce={nonce} />
        {data?.thirdParties && <ThirdPartyScripts services={data.thirdParties} nonce={nonce ?? ""} />}
      </head>
      <body>
        <I18nProvider language={lang} messages={messages}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useServiceWorker();
  usePageViews();
  useReloadAfterAuthReturn();
  useErrorReporting(useRouteLoaderData<RootData>("root")?.thirdParties?.errorReportUrl);
  return (
    <CatalogActionsProvider>
      <RouteLayout>
        <Outlet />
      </RouteLayout>
    </CatalogActionsProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useReloadOnChunkError(error);
  const data = useRouteLoaderData("root") as RootData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A loader may throw data({ message }, { status }): the specs' error page shows that message.
  const body = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null) : null;
  const message = typeof body?.message === "string" ? body.message : undefined;
  const page = <ErrorPage status={status} message={message} />;
  return data ? <SiteLayout>{page}</SiteLayout> : page;
}
