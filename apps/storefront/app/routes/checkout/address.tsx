import { Form, Link, redirect, useSearchParams } from "react-router";
import { phoneForDisplay } from "#i18n/format.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import { AddressForm } from "../../components/account/address-form.tsx";
import { LoginForm } from "../../components/account/auth-forms.tsx";
import { BeginCheckout } from "../../components/checkout/analytics.tsx";
import { CheckoutAside, CheckoutLayout } from "../../components/checkout/checkout-layout.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { addressBook, saveAddress } from "../account/lib/address.server.ts";
import { signInFromForm } from "../account/lib/auth.server.ts";
import { formErrors, formValues, refused } from "../account/lib/session.server.ts";
import type { Route } from "./+types/address";
import { addressOf, checkoutGuard, inCountry } from "./lib/checkout.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Shipping" : "الشحن", loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

/** The shipping step (decision 0058): a guest signs in here; a user picks or adds an address. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, user, cart } = await checkoutGuard(args);
  const messages = pageMessages(locale.lang, ["checkout", "account.addresses"]);
  if (!user || !cart) return { lang: locale.lang, guest: true as const, messages };
  const book = await addressBook(args.context, locale);
  const addr = new URL(args.request.url).searchParams.get("addr");
  const here = book.addresses.filter((a) => inCountry(a, locale));
  const selected = addr ? addressOf(book.addresses, addr, locale)._id : (here[0]?._id ?? null);
  return {
    messages,
    lang: locale.lang,
    guest: false as const,
    cart,
    addresses: here,
    otherCountry: here.length < book.addresses.length,
    governorates: book.governorates,
    selected,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const here = localePath(locale, "/address");
  // A guest signs in without leaving the checkout; the welcome step merges their guest cart.
  if (form.has("password")) return signInFromForm(context, locale, form, here);
  const r = await saveAddress(context, locale, form, null);
  if (r.status_code === 200 && r.data) throw redirect(`${here}?addr=${r.data._id}`);
  return refused({ ...formErrors(r), values: formValues(form) });
}

export default function Address({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  if (loaderData.guest) return <GuestStep result={actionData} />;
  const { addresses, selected, cart } = loaderData;
  const name = (n: { ar: string; en: string }) => (locale.lang === "ar" ? n.ar : n.en);
  const sep = locale.lang === "ar" ? "، " : ", ";
  const typed = actionData && "values" in actionData ? actionData : null;
  return (
    <CheckoutLayout step={1} title={t("address.title")} lead={t("address.lead")}>
      <BeginCheckout cart={cart} />
      <div className="space-y-8">
        {addresses.length > 0 && (
          <Form method="get" action={localePath(locale, "/payment")}>
            <fieldset>
              <legend className="text-lg font-semibold">{t("address.yours")}</legend>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                {addresses.map((a, i) => (
                  <label
                    key={a._id}
                    className="flex cursor-pointer gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
                  >
                    <input
                      type="radio"
                      name="addr"
                      value={a._id}
                      defaultChecked={a._id === selected}
                      className="mt-1 size-4 shrink-0 accent-accent"
                    />
                    <span className="min-w-0 text-sm leading-6">
                      <span className="flex flex-wrap items-center gap-2 font-semibold">
                        {a.fName} {a.lName}
                        {i === 0 && (
                          <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs text-success">
                            {t("address.primary")}
                          </span>
                        )}
                      </span>
                      <span className="block text-muted">
                        {[a.streetName, a.building, a.area, a.city].filter(Boolean).join(sep)}
                      </span>
                      <span dir="ltr" className="block text-muted">
                        {phoneForDisplay(a.phone, a.code)}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {loaderData.otherCountry && (
              <p className="mt-3 text-sm text-muted">
                {t("address.otherCountry", { country: COUNTRIES[locale.country].names[locale.lang] })}
              </p>
            )}
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <button
                type="submit"
                className="inline-flex h-12 items-center rounded-full bg-accent px-8 font-semibold text-white hover:bg-accent-dark"
              >
                {t("address.continue")}
              </button>
              <Link to={localePath(locale, "/cart")} className="text-sm font-semibold hover:underline">
                {t("address.back")}
              </Link>
            </div>
          </Form>
        )}
        {addresses.length === 0 && (
          <p className="rounded-2xl bg-surface p-5 text-muted ring-1 ring-line">{t("address.addFirst")}</p>
        )}
        <AddressForm
          governorates={loaderData.governorates}
          name={name}
          fields={typed?.fields ?? {}}
          values={typed?.values as Record<string, string> | undefined}
          message={typed && !Object.keys(typed.fields ?? {}).length ? typed.message : undefined}
          saudi={locale.country === "sa"}
          title={t("address.addTitle")}
          submitLabel={t("address.saveAndUse")}
        />
      </div>
      <CheckoutAside cart={cart} />
    </CheckoutLayout>
  );
}

/** A guest at checkout: sign in here, or create an account and come back; the cart is kept. */
function GuestStep({ result }: { result?: Parameters<typeof LoginForm>[0]["result"] }) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const next = localePath(locale, `/address${params.size ? `?${params}` : ""}`);
  return (
    <CheckoutLayout step={1} title={t("guest.title")} lead={t("guest.lead")}>
      <div className="max-w-md rounded-3xl bg-surface p-6 ring-1 ring-line nav:p-8">
        <LoginForm host={{ Form }} result={result} />
        <div className="mt-6 border-t border-line pt-6 text-center">
          <p className="text-sm text-muted">{t("guest.newHere")}</p>
          <Link
            to={`${localePath(locale, "/register")}?next=${encodeURIComponent(next)}`}
            className="mt-3 inline-flex h-12 items-center rounded-full border border-ink/20 px-6 font-semibold hover:border-ink"
          >
            {t("guest.register")}
          </Link>
        </div>
      </div>
    </CheckoutLayout>
  );
}
