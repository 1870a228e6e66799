import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n.tsx";
import type { PageLocale } from "../../lib/locale.ts";
import { messagesFor } from "../../lib/messages.server.ts";
import { CompetitionSection } from "./competition.tsx";

const render = (show: boolean, user: { role: string } | null, locale: PageLocale) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider language={locale.lang} messages={messagesFor(locale.lang)}>
        <CompetitionSection show={show} locale={locale} user={user} />
      </I18nProvider>
    </MemoryRouter>,
  );

const en: PageLocale = { lang: "en", country: "eg", prefixed: true };
const plain: PageLocale = { lang: "ar", country: "eg", prefixed: false };

describe("the design competition section (decision 0062)", () => {
  it("is not there while the setting is off", () => {
    expect(render(false, { role: "designer" }, en)).toBe("");
  });

  it("links a designer to the competition form, in the page's locale", () => {
    const html = render(true, { role: "designer" }, en);
    expect(html).toContain('href="/en-eg/profile/products/add?competition=1"');
    expect(html).toContain("Enter your design");
    expect(render(true, { role: "designer" }, plain)).toContain('href="/profile/products/add?competition=1"');
  });

  it("asks a visitor to sign in or sign up as a designer, coming back to the form", () => {
    const html = render(true, null, plain);
    const next = encodeURIComponent("/profile/products/add?competition=1");
    expect(html).toContain(`href="/login?next=${next}"`);
    expect(html).toContain(`href="/register?type=designer&amp;next=${next}"`);
    expect(html).toContain("تسجيل الدخول للمشاركة");
  });

  it("tells a signed-in customer that entries come from designer accounts", () => {
    const html = render(true, { role: "customer" }, en);
    expect(html).toContain("entries come from designer accounts only");
    expect(html).not.toContain("/profile/products/add");
  });
});
