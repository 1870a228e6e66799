import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "#i18n/locales.ts";
import { UI } from "#i18n/messages/ui.ts";
import { ACCOUNT_UI } from "#i18n/messages/ui-account.ts";
import { BRAND } from "../components/layout/page-title.ts";
import { createT, I18nProvider, type Messages, useMatchedMessages, useTranslation } from "./i18n.tsx";
import { messagesFor } from "./messages.server.ts";

const messages: Messages = {
  translation: {
    header: UI.ar.header, // the real cartCount_zero … cartCount_other
    nav: { viewAllIn: "عرض كل {{name}}", spaced: "{{ name }}!" },
    plain: "بلا جمع",
    onlyOther_other: "{{count}} items",
  },
  catalog: { listing: { pageOf: "صفحة {{page}} من {{total}}" } },
};

function Probe() {
  const { t, i18n } = useTranslation("catalog");
  return <p lang={i18n.language}>{t("listing.pageOf", { page: 1, total: 3 })}</p>;
}

describe("the translator", () => {
  const t = createT("ar", messages);

  it("picks Arabic's six plural forms, _zero first for 0", () => {
    expect(t("header.cartCount", { count: 0 })).toBe("السلة فارغة");
    expect(t("header.cartCount", { count: 1 })).toBe("منتج واحد في السلة");
    expect(t("header.cartCount", { count: 2 })).toBe("منتجان في السلة");
    expect(t("header.cartCount", { count: 3 })).toBe("3 منتجات في السلة");
    expect(t("header.cartCount", { count: 10 })).toBe("10 منتجات في السلة");
    expect(t("header.cartCount", { count: 11 })).toBe("11 منتجًا في السلة");
    expect(t("header.cartCount", { count: 99 })).toBe("99 منتجًا في السلة");
    expect(t("header.cartCount", { count: 100 })).toBe("100 منتج في السلة");
    expect(t("header.cartCount", { count: 102 })).toBe("102 منتج في السلة");
    expect(t("header.cartCount", { count: 103 })).toBe("103 منتجات في السلة");
  });

  it("counts days in Arabic: one, two, 3-10, 11-99 (the cart's delivery line)", () => {
    const cart = createT("ar", { account: ACCOUNT_UI.ar });
    expect(cart("account:cart.delivery", { count: 1 })).toBe("التوصيل خلال يوم واحد تقريبًا");
    expect(cart("account:cart.delivery", { count: 2 })).toBe("التوصيل خلال يومين تقريبًا");
    expect(cart("account:cart.delivery", { count: 10 })).toBe("التوصيل خلال 10 أيام تقريبًا");
    expect(cart("account:cart.delivery", { count: 14 })).toBe("التوصيل خلال 14 يومًا تقريبًا");
  });

  it("follows English's rules (0 uses _zero when present, else _other)", () => {
    const en = createT("en", {
      translation: {
        n_one: "{{count}} item",
        n_other: "{{count}} items",
        z_zero: "none",
        z_other: "{{count}}",
      },
    });
    expect(en("n", { count: 0 })).toBe("0 items");
    expect(en("n", { count: 1 })).toBe("1 item");
    expect(en("n", { count: 2 })).toBe("2 items");
    expect(en("z", { count: 0 })).toBe("none");
  });

  it("interpolates, keeps unknown placeholders and reads other namespaces", () => {
    expect(t("nav.viewAllIn", { name: "الكنب" })).toBe("عرض كل الكنب");
    expect(t("nav.spaced", { name: "x" })).toBe("x!");
    expect(t("nav.viewAllIn")).toBe("عرض كل {{name}}");
    expect(t("catalog:listing.pageOf", { page: 2, total: 9 })).toBe("صفحة 2 من 9");
    expect(createT("ar", messages, "catalog")("listing.pageOf", { page: 1, total: 1 })).toBe("صفحة 1 من 1");
  });

  it("falls back like i18next: plain key for a count, then the key itself or defaultValue", () => {
    expect(t("plain", { count: 5 })).toBe("بلا جمع");
    expect(t("onlyOther", { count: 1 })).toBe("1 items");
    expect(t("nav.missing")).toBe("nav.missing");
    expect(t("nav")).toBe("nav");
    expect(t("nav.missing", { defaultValue: "بديل {{n}}", n: 1 })).toBe("بديل 1");
    expect(createT("ar", undefined)("errors.notFound")).toBe("errors.notFound");
  });

  it("gives components t and the language through the provider", () => {
    const html = renderToStaticMarkup(
      <I18nProvider language="ar" messages={messages}>
        <Probe />
      </I18nProvider>,
    );
    expect(html).toBe('<p lang="ar">صفحة 1 من 3</p>');
  });

  it("serves each language's real catalogue, and the brand the titles use", () => {
    for (const lang of LANGUAGES) {
      const t = createT(lang, messagesFor(lang));
      expect(t("brand.name")).toBe(UI[lang].brand.name);
      expect(BRAND[lang]).toBe(UI[lang].brand.name);
      expect(t("catalog:listing.products", { count: 3 })).not.toContain("listing.products");
    }
    expect(createT("ar", messagesFor("ar"))("header.cartCount", { count: 2 })).toBe("منتجان في السلة");
  });

  it("reports a namespace the page was not given, once, and answers the key", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = createT("en", { translation: { a: "A" } });
    expect(page("orders:title")).toBe("title");
    expect(page("orders:empty")).toBe("empty");
    expect(createT("en", { translation: {} }, "orders")("title")).toBe("title");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('"orders"');
    error.mockRestore();
  });
});

function Root() {
  return (
    <I18nProvider language="en" messages={useMatchedMessages()}>
      <Outlet />
    </I18nProvider>
  );
}
function Page() {
  const { t } = useTranslation("catalog");
  return (
    <p>
      {t("translation:nav.home")} / {t("orders:title")} / {t("listing.pageOf", { page: 1, total: 2 })} /{" "}
      {t("card.off", { percent: 10 })}
    </p>
  );
}

describe("the matched routes' strings (decisions 0082, 0103)", () => {
  // The root gives one group of `catalog`, the page another: one `catalog` with both.
  const layout: Messages = {
    translation: { nav: { home: "Home" } },
    catalog: { card: { off: "{{percent}}% off" } },
  };
  const parent: Messages = { orders: { title: "My orders" } };
  const page: Messages = { catalog: { listing: { pageOf: "Page {{page}} of {{total}}" } } };

  it("merges the root's, a parent's and the page's messages from their loader data, group by group", () => {
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          Component: Root,
          children: [
            {
              id: "parent",
              path: "orders",
              Component: Outlet,
              children: [{ id: "page", index: true, Component: Page }],
            },
          ],
        },
      ],
      {
        initialEntries: ["/orders"],
        hydrationData: {
          loaderData: { root: { messages: layout }, parent: { messages: parent }, page: { messages: page } },
        },
      },
    );
    expect(renderToStaticMarkup(<RouterProvider router={router} />)).toBe(
      "<p>Home / My orders / Page 1 of 2 / 10% off</p>",
    );
  });
});
