import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#i18n/locales.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { messagesFor } from "../../lib/messages.server.ts";
import { GiftCardCode, type GiftCardOnLine } from "./gift-card-code.tsx";

const render = (giftCard: GiftCardOnLine, lang: Language) =>
  renderToStaticMarkup(
    <I18nProvider language={lang} messages={messagesFor(lang)}>
      <GiftCardCode giftCard={giftCard} />
    </I18nProvider>,
  );

describe("a gift card's code on its buyer's order (decision 0059)", () => {
  it("shows the paid card's code, left to right, in both languages", () => {
    const en = render({ code: "MZ-ABCD-EFGH-JKMN", isPaid: true }, "en");
    expect(en).toContain('<code dir="ltr"');
    expect(en).toContain("MZ-ABCD-EFGH-JKMN");
    expect(en).toContain("Gift card code");
    const ar = render({ code: "MZ-ABCD-EFGH-JKMN", isPaid: true }, "ar");
    expect(ar).toContain("رمز بطاقة الهدايا");
    expect(ar).toContain("MZ-ABCD-EFGH-JKMN");
  });

  it("says when the code will appear while the order is unpaid", () => {
    expect(render({ code: null, isPaid: false }, "en")).toContain("appears here once the order is paid");
    expect(render({ code: null, isPaid: false }, "ar")).toContain("بعد دفع الطلب");
    expect(render({ code: null, isPaid: true }, "en")).toBe("");
  });
});
