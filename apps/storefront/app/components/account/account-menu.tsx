import { Form, Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { AccountSummary } from "../../routes/account/lib/types.ts";

const heart = (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d="M12 20s-7-4.3-9-8.7C1.6 8.2 3.6 4.8 7 4.8c2 0 3.4 1.1 5 2.8 1.6-1.7 3-2.8 5-2.8 3.4 0 5.4 3.4 4 6.5C19 15.7 12 20 12 20z" />
  </svg>
);

/**
 * The header's signed-in part: the wishlist icon and the user menu (profile, edit, designer
 * dashboard with the notification badge, sign out). A <details> menu: works without JavaScript.
 */
export function AccountMenu({ user }: { user: NonNullable<AccountSummary["user"]> }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const item = "block rounded-lg px-3 py-2 text-sm hover:bg-sand";
  const designer = user.role === "designer";
  // The designer's badge is read in the label (the badge itself is hidden from screen readers).
  const unread = designer && user.responsesReaded > 0;
  const label = `${t("menu.account")}: ${user.fName}`;
  return (
    <>
      <Link
        to={localePath(locale, "/profile/wishlist")}
        className="grid size-11 place-items-center rounded-full hover:bg-sand"
        aria-label={t("wishlist.title")}
      >
        {heart}
      </Link>
      <details className="relative">
        <summary
          className="relative flex h-11 cursor-pointer list-none items-center gap-2 rounded-full px-1.5 hover:bg-sand nav:px-3"
          aria-label={
            unread
              ? `${label}${locale.lang === "ar" ? "، " : ", "}${t("menu.notifications", { count: user.responsesReaded })}`
              : label
          }
        >
          {user.image ? (
            <img
              src={user.image}
              alt=""
              width={28}
              height={28}
              className="size-7 rounded-full object-cover"
            />
          ) : (
            // The initial is drawn by CSS: the summary's text is the name its label holds (decision 0071).
            <span
              aria-hidden="true"
              data-initial={user.fName.charAt(0).toUpperCase()}
              className="grid size-7 place-items-center rounded-full bg-accent text-sm font-semibold text-white before:content-[attr(data-initial)]"
            />
          )}
          <span className="hidden max-w-28 truncate text-sm nav:inline">{user.fName}</span>
          {unread && (
            <span
              aria-hidden="true"
              className="absolute top-0 start-6 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[0.7rem] font-semibold text-white"
            >
              {user.responsesReaded}
            </span>
          )}
        </summary>
        <div className="absolute end-0 top-12 z-50 w-60 rounded-2xl bg-surface p-2 shadow-xl ring-1 ring-line">
          <p className="truncate px-3 py-2 text-sm font-semibold">
            {t("menu.greeting", { name: user.fName })}
          </p>
          <Link to={localePath(locale, "/profile")} className={item}>
            {t("menu.profile")}
          </Link>
          <Link to={localePath(locale, "/profile/edit")} className={item}>
            {t("menu.edit")}
          </Link>
          <Link to={localePath(locale, "/profile/orders")} className={item}>
            {t("menu.orders")}
          </Link>
          {designer && (
            <Link
              to={localePath(locale, "/profile/products")}
              className={`${item} flex items-center justify-between`}
            >
              {t("menu.dashboard")}
              <span className="text-xs text-muted">
                {t("menu.notifications", { count: user.responsesReaded })}
              </span>
            </Link>
          )}
          <Form
            method="post"
            action={localePath(locale, "/account/logout")}
            className="mt-1 border-t border-line pt-1"
          >
            <button type="submit" className={`${item} w-full text-start text-danger`}>
              {t("menu.logout")}
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
