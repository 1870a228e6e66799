import { useEffect, useRef } from "react";
import { Form, NavLink, Outlet, useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import type { CurrentUser } from "../lib/session.server.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/layout";

/**
 * The profile area: user-only; a user without an email may only reach profile/edit. Its pages use
 * `account`'s groups beyond the layout's (profile, addresses, referral…: decision 0103).
 */
export async function loader(args: Route.LoaderArgs) {
  const onEdit = new URL(args.request.url).pathname.endsWith("/profile/edit");
  const { user, locale } = await requireUser(args, ...(onEdit ? [] : (["complete"] as const)));
  return { user, messages: pageMessages(locale.lang, ["account"]) };
}

export interface ProfileOutlet {
  user: CurrentUser;
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { user } = loaderData;
  const links: Array<[string, string]> = [
    ["/profile", t("profile.nav.overview")],
    ["/profile/edit", t("profile.nav.edit")],
    ["/profile/addresses", t("profile.nav.addresses")],
    ["/profile/orders", t("profile.nav.orders")],
    ["/profile/wishlist", t("profile.nav.wishlist")],
    ["/profile/referral-code", t("profile.nav.referral")],
    ...(user.role === "designer"
      ? ([
          ["/profile/products", t("profile.nav.products")],
          ["/profile/payment", t("profile.nav.payment")],
          ["/profile/profits", t("profile.nav.profits")],
        ] as Array<[string, string]>)
      : []),
    ...(user.role === "manufacturer"
      ? ([
          ["/profile/payment", t("profile.nav.payment")],
          ["/profile/profits", t("profile.nav.profits")],
        ] as Array<[string, string]>)
      : []),
    ["/profile/deactivate", t("profile.nav.deactivate")],
  ];
  const tabs = useActiveTabInView();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 nav:px-6 nav:py-12">
      <div className="grid gap-8 nav:grid-cols-[15rem_1fr]">
        <aside className="min-w-0">
          <div className="mb-4 flex items-center gap-3">
            <Avatar user={user} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-muted" dir="ltr">
                {user.email}
              </p>
            </div>
          </div>
          <nav
            ref={tabs}
            aria-label={t("profile.title")}
            className="-mx-4 overflow-x-auto px-4 nav:mx-0 nav:px-0"
          >
            <ul className="flex gap-2 nav:flex-col nav:gap-0.5">
              {links.map(([path, label]) => (
                <li key={path} className="shrink-0">
                  <NavLink
                    to={localePath(locale, path)}
                    end
                    className={({ isActive }) =>
                      `block whitespace-nowrap rounded-full px-4 py-2 text-sm nav:rounded-xl ${isActive ? "bg-ink font-semibold text-canvas" : "bg-surface ring-1 ring-line hover:bg-sand nav:bg-transparent nav:ring-0"}`
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
              {user.privilageType && (
                <li className="shrink-0">
                  {/* Staff work in the back office, an app of its own (decision 0106). */}
                  <a
                    href="/admin/"
                    className="block whitespace-nowrap rounded-full px-4 py-2 text-sm bg-surface ring-1 ring-line hover:bg-sand nav:bg-transparent nav:ring-0"
                  >
                    {t("profile.nav.backOffice")}
                  </a>
                </li>
              )}
              <li className="shrink-0">
                <Form method="post" action={localePath(locale, "/account/logout")}>
                  <button
                    type="submit"
                    className="block whitespace-nowrap rounded-full px-4 py-2 text-start text-sm text-danger ring-1 ring-line hover:bg-danger/10 nav:w-full nav:rounded-xl nav:ring-0"
                  >
                    {t("menu.logout")}
                  </button>
                </Form>
              </li>
            </ul>
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet context={{ user } satisfies ProfileOutlet} />
        </div>
      </div>
    </main>
  );
}

function Avatar({ user, size = 48 }: { user: { name: string; image: string | null }; size?: number }) {
  return user.image ? (
    <img
      src={user.image}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-full bg-accent font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {user.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** On a phone the tabs scroll sideways: the current one is brought into view after each navigation. */
function useActiveTabInView() {
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation (pathname)
  useEffect(() => {
    const nav = tabs.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const bar = nav.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < bar.left || tab.right > bar.right)
      nav.scrollLeft += tab.left + tab.width / 2 - (bar.left + bar.width / 2);
  }, [pathname]);
  return tabs;
}
