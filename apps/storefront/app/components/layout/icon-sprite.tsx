import type { SVGProps } from "react";

/**
 * The icons a page draws many times (a card's heart and bag, the menus' chevrons and arrows) as
 * one sprite (decision 0083): each layout renders <IconSprite /> once and SpriteIcon draws a
 * reference to a symbol. The symbols set neither stroke colour nor fill: those come from the
 * <svg> (the `icon` class, app.css), so a pressed heart fills with currentColor.
 */
const SYMBOLS = {
  heart: `<path stroke-width="1.7" d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>`,
  bag: `<path stroke-width="1.7" d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2"/>`,
  "chevron-end": `<path d="m9 6 6 6-6 6"/>`,
  "chevron-down": `<path d="m6 9 6 6 6-6"/>`,
  "arrow-end": `<path d="M5 12h14M13 6l6 6-6 6"/>`,
} as const;

export type SpriteName = keyof typeof SYMBOLS;

const SPRITE = Object.entries(SYMBOLS)
  .map(([name, body]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${body}</symbol>`)
  .join("");

/** The symbols, once per document (static markup: React neither builds nor compares them). */
export function IconSprite() {
  return (
    <svg className="hidden" aria-hidden="true" data-icon-sprite="" dangerouslySetInnerHTML={{ __html: SPRITE }} />
  );
}

/** One of the sprite's icons, `size` pixels square, decorative (the caller's label names it). */
export function SpriteIcon({
  name,
  size = 22,
  className,
  ...rest
}: SVGProps<SVGSVGElement> & { name: SpriteName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : "icon"}
      aria-hidden="true"
      {...rest}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
