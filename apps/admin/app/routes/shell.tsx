/**
 * The signed-in back office: who is here (the admin API's viewer), the areas their permissions
 * open, the language switch and sign-out. A visitor goes to the sign-in page; a path into an area
 * the viewer may not open answers 403.
 */
import { useEffect, useState } from "react";
import {
  data,
  Link,
  NavLink,
  Outlet,
  redirect,
  useFetcher,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import { appPath, areaOfPath, areasOf } from "../lib/areas.ts";
import { dataOf, graphql, request } from "../lib/graphql.ts";
import { chooseLanguage, useT } from "../lib/i18n.ts";
import type { Route } from "./+types/shell";

const VIEWER = graphql(`
  query Viewer {
    viewer { status_code code message fieldErrors { field code message } data { _id name email privilageType permissions } }
  }
`);

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const { viewer } = await request(VIEWER);
  if (viewer.code === "FORBIDDEN" || viewer.code === "USER_BLOCKED") throw redirect("/login?denied=1");
  const me = dataOf(viewer);
  const area = areaOfPath(appPath(new URL(req.url).pathname));
  if (area && !me.permissions.includes(area.permission)) throw data(null, { status: 403 });
  return { me };
}

export type Viewer = Awaited<ReturnType<typeof clientLoader>>["me"];

/** The signed-in staff member, for the pages inside the shell. */
export const useViewer = () => (useRouteLoaderData("routes/shell") as { me: Viewer }).me;

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const { t, lang } = useT();
  const [open, setOpen] = useState(false);
  const signOut = useFetcher();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const areas = areasOf(me.permissions);
  // A phone's menu closes once a link took the admin elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => setOpen(false), [pathname]);
  const linkStyle = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 ${isActive ? "bg-accent/10 font-semibold text-accent-dark" : "hover:bg-canvas"}`;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr] lg:grid-rows-[auto_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-3 lg:col-span-2">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="rounded-md border border-line px-3 py-1.5 text-sm lg:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen(!open)}
          >
            {open ? t("closeMenu") : t("menu")}
          </button>
          <Link to="/" className="font-semibold">
            <span className="sm:hidden">{t("appShort")}</span>
            <span className="hidden sm:inline">{t("appName")}</span>
          </Link>
        </div>
        <div className="flex shrink-0 items-center gap-2 text-sm">
          <span className="hidden text-muted sm:inline">{me.name || me.email}</span>
          <button
            type="button"
            lang={lang === "ar" ? "en" : "ar"}
            aria-label={t("languageSwitchLabel")}
            className="rounded-md border border-line px-3 py-1.5 hover:border-accent"
            onClick={() => {
              chooseLanguage(lang === "ar" ? "en" : "ar");
              revalidator.revalidate();
            }}
          >
            {t("languageSwitch")}
          </button>
          <signOut.Form method="post" action="/logout">
            <button
              type="submit"
              className="whitespace-nowrap rounded-md border border-line px-3 py-1.5 hover:border-accent"
              disabled={signOut.state !== "idle"}
            >
              {signOut.state !== "idle" ? t("signingOut") : t("signOut")}
            </button>
          </signOut.Form>
        </div>
      </header>
      <nav
        id="admin-nav"
        aria-label={t("mainNav")}
        className={`${open ? "block" : "hidden"} border-b border-line bg-white p-3 lg:block lg:border-e lg:border-b-0`}
      >
        <ul className="space-y-1">
          <li>
            <NavLink to="/" end className={linkStyle}>
              {t("area.home")}
            </NavLink>
          </li>
          {areas.map((area) => (
            <li key={area.path}>
              <NavLink to={area.path} className={linkStyle}>
                {t(area.title)}
              </NavLink>
            </li>
          ))}
          <li className="border-t border-line pt-2">
            <a href={`/${lang}-eg/`} className="block rounded-md px-3 py-2 text-muted hover:bg-canvas">
              {t("toStore")}
            </a>
          </li>
        </ul>
      </nav>
      <main id="main" key={pathname.split("/")[1]} className="min-w-0 p-4 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const status = (error as { status?: number })?.status;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold">{t("errorTitle")}</h1>
      <p className="mt-2 text-muted">
        {status === 403 ? t("forbidden") : status === 404 ? t("notFound") : (error as Error)?.message}
      </p>
      <Link className="mt-4 inline-block text-accent underline" to="/">
        {t("area.home")}
      </Link>
    </main>
  );
}
