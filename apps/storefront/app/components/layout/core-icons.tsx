import type { SVGProps } from "react";
import type { SpriteName } from "./icon-sprite.tsx";

/**
 * The icons every page's header draws (in the first JavaScript); icons.tsx has them and the rest.
 * Line icons (24×24, currentColor: the `icon` class in app.css strokes them, decision 0083).
 * Decorative unless given a title by the caller's label.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 22, children, className, strokeWidth, style, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** The brand's house mark (never mirrored). */
export function HouseMark({ size = 32, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...rest}>
      <rect width="64" height="64" rx="16" fill="#B4532A" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#FAF7F2" />
      <circle cx="32" cy="30" r="2.6" fill="#B4532A" />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);
export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 8h14l-1.2 10.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Icon>
);
/** One of the sprite's icons (icon-sprite.tsx), in the same frame as the others: a reference to its symbol. */
export function SpriteIcon({ name, ...rest }: IconProps & { name: SpriteName }) {
  return (
    <Icon {...rest}>
      <use href={`#icon-${name}`} />
    </Icon>
  );
}

/** Points down; no mirroring needed. Drawn many times (menus): from the sprite. */
export const ChevronDown = (p: IconProps) => <SpriteIcon {...p} name="chevron-down" />;
