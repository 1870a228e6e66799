import type { SVGProps } from "react";

/**
 * The icons a page draws many times (a card's heart and bag, the menus' chevrons and arrows) as
 * one sprite (decision 0083): each layout renders <IconSprite /> once and SpriteIcon (core-icons.tsx)
 * draws a reference to a symbol. The symbols set neither stroke colour nor fill: those come from the
 * <svg> (the `icon` class, app.css), so a pressed heart fills with currentColor.
 */
const SYMBOLS = {
  heart: { strokeWidth: 1.7, d: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" },
  bag: { strokeWidth: 1.7, d: "M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" },
  "chevron-end": { d: "m9 6 6 6-6 6" },
  "chevron-down": { d: "m6 9 6 6 6-6" },
  "arrow-end": { d: "M5 12h14M13 6l6 6-6 6" },
} satisfies Record<string, SVGProps<SVGPathElement>>;

export type SpriteName = keyof typeof SYMBOLS;

/** The symbols, once per document. */
export function IconSprite() {
  return (
    <svg className="hidden" aria-hidden="true" data-icon-sprite="">
      {Object.entries(SYMBOLS).map(([name, path]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path {...path} />
        </symbol>
      ))}
    </svg>
  );
}
