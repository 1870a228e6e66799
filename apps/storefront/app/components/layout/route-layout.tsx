import { lazy, type ReactNode } from "react";
import { useMatches } from "react-router";
import { LoadingBar } from "./loading-bar.tsx";
import { useFocusAfterNavigation } from "./route-focus.ts";
import { SiteLayout } from "./site-layout.tsx";

/** What a route module exports as `handle` to pick its layout: `export const handle = { layout: "auth" }`. */
interface LayoutHandle {
  layout?: "default" | "auth" | "minimal";
}

/**
 * The auth and minimal layouts: on the server always; in the browser loaded when a page using one
 * shows (most pages use the default layout). No <Suspense> around them: hydration (or the
 * navigation's transition) waits for the code and the server's markup stays meanwhile.
 */
const auth = import.meta.env.SSR ? await import("./auth-layout.tsx") : null;
const minimal = import.meta.env.SSR ? await import("./minimal-layout.tsx") : null;
const AuthLayout =
  auth?.AuthLayout ?? lazy(() => import("./auth-layout.tsx").then((m) => ({ default: m.AuthLayout })));
const MinimalLayout =
  minimal?.MinimalLayout ??
  lazy(() => import("./minimal-layout.tsx").then((m) => ({ default: m.MinimalLayout })));

/**
 * The layout the deepest matching route asks for (default: header, body, footer); after a
 * navigation the new page's heading takes the focus (route-focus.ts).
 */
export function RouteLayout({ children, cartCount }: { children: ReactNode; cartCount?: number }) {
  const matches = useMatches();
  useFocusAfterNavigation();
  let layout: LayoutHandle["layout"] = "default";
  for (const match of matches) {
    const asked = (match.handle as LayoutHandle | undefined)?.layout;
    if (asked) layout = asked;
  }
  const page =
    layout === "auth" ? (
      <AuthLayout>{children}</AuthLayout>
    ) : layout === "minimal" ? (
      <MinimalLayout>{children}</MinimalLayout>
    ) : (
      <SiteLayout cartCount={cartCount}>{children}</SiteLayout>
    );
  return (
    <>
      <LoadingBar />
      {page}
    </>
  );
}
