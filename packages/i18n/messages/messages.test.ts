import { describe, expect, it } from "vitest";
import { UI } from "./ui.ts";
import { ACCOUNT_UI } from "./ui-account.ts";
import { BLOG_UI } from "./ui-blog.ts";
import { CATALOG_UI } from "./ui-catalog.ts";
import { CHECKOUT_UI } from "./ui-checkout.ts";
import { EARNINGS_UI } from "./ui-earnings.ts";
import { FORMS_UI } from "./ui-forms.ts";
import { IDESIGN_UI } from "./ui-idesign.ts";
import { INFO_UI } from "./ui-info.ts";
import { ORDERS_UI } from "./ui-orders.ts";
import { PROMOTIONS_UI } from "./ui-promotions.ts";
import { SEARCH_UI } from "./ui-search.ts";
import { TICKETS_UI } from "./ui-tickets.ts";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, plural forms folded into their base key (Arabic has six, English two). */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) =>
      typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k.replace(PLURAL, "")}`],
    )
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();
}

describe("storefront strings", () => {
  for (const [name, catalogue] of Object.entries({
    UI,
    ACCOUNT_UI,
    CATALOG_UI,
    SEARCH_UI,
    ORDERS_UI,
    CHECKOUT_UI,
    PROMOTIONS_UI,
    TICKETS_UI,
    FORMS_UI,
    IDESIGN_UI,
    EARNINGS_UI,
    INFO_UI,
    BLOG_UI,
  }))
    it(`${name}: Arabic and English have the same keys`, () => {
      expect(keys(catalogue.ar)).toEqual(keys(catalogue.en));
    });
});
