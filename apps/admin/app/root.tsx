import { I18nProvider } from "react-aria-components";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import "./app.css";
import type { Route } from "./+types/root";
import { applyLanguage, currentLanguage, LanguageContext, translate } from "./lib/i18n.ts";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>منزل · لوحة الإدارة</title>
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The admin's language, chosen in the browser (Arabic by default), on every navigation. */
export async function clientLoader() {
  const lang = currentLanguage();
  applyLanguage(lang);
  return { lang };
}

export function HydrateFallback() {
  return (
    <p className="p-8 text-muted" role="status">
      جارٍ التحميل… · Loading…
    </p>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  return (
    <LanguageContext.Provider value={lang}>
      <I18nProvider locale={lang === "ar" ? "ar-EG" : "en-GB"}>
        <Outlet />
      </I18nProvider>
    </LanguageContext.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = currentLanguage();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold">{translate(lang, "errorTitle")}</h1>
      <p className="mt-2 text-muted">
        {notFound ? translate(lang, "notFound") : error instanceof Error ? error.message : ""}
      </p>
      <a className="mt-4 inline-block text-accent underline" href="/admin/">
        {translate(lang, "area.home")}
      </a>
    </main>
  );
}
