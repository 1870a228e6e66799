import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

/** The page's `<img>` tags: source, fetch priority and loading. */
function images(html: string) {
  return (html.match(/<img\b[^>]*>/g) ?? []).map((tag) => ({
    src: /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? "",
    priority: /fetchpriority="(\w+)"/i.exec(tag)?.[1] ?? "auto",
    lazy: /loading="lazy"/.test(tag),
  }));
}

describe("the home page's first screen asks for its largest picture first (decisions 0083, 0096)", () => {
  it.each(["/ar-eg/", "/en-sa/"])(
    "%s: the first slide high, the other slides and the categories low",
    async (url) => {
      const html = (await t.app.inject({ url })).body;
      const all = images(html);
      const slides = all.filter((i) => i.src.includes("/uploads/banners/slider-"));
      const slider = html.slice(html.indexOf('data-testid="category-slider"'));
      const categories = images(slider.slice(0, slider.indexOf("</ul>")));
      expect(slides.length).toBeGreaterThan(1);
      expect(categories.length).toBeGreaterThan(4);
      expect(all.filter((i) => i.priority === "high")).toEqual([slides[0]]);
      expect(slides[0]!.lazy).toBe(false);
      for (const image of [...slides.slice(1), ...categories])
        expect(image).toMatchObject({ priority: "low", lazy: true });
    },
  );

  it("a category with a banner: the banner high, every card's picture lazy; a listing without one: four eager", async () => {
    const category = images((await t.app.inject({ url: "/ar-eg/categories/living-room" })).body);
    const banner = category.filter((i) => i.src.includes("/uploads/banners/"));
    const cards = category.filter((i) => i.src.includes("/uploads/products/"));
    expect(category.filter((i) => i.priority === "high")).toEqual(banner);
    expect(banner).toHaveLength(1);
    expect(cards.length).toBeGreaterThan(4);
    for (const card of cards) expect(card.lazy).toBe(true);

    const arrivals = images((await t.app.inject({ url: "/en-eg/new-arrivals" })).body);
    const arrivalCards = arrivals.filter((i) => i.src.includes("/uploads/products/"));
    expect(arrivalCards.slice(0, 4).map((i) => i.lazy)).toEqual([false, false, false, false]);
    expect(arrivalCards.slice(4).every((i) => i.lazy)).toBe(true);
  });
});
