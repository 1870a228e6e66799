import { Icon, type IconProps } from "./icons.tsx";

/** The footer's icons (line icons as in icons.tsx, brand glyphs filled): only the footer loads them. */
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Icon>
);
export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const StoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5 5.5 4.5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 11.5V19.5h13v-8M10 19.5v-4h4v4" />
  </Icon>
);

function Glyph({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
export const FacebookGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  </Glyph>
);
export const InstagramGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3C14.2 3 9.8 3 8.3 3c-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3C3 9.8 3 14.2 3 15.7c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.1a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 17.4c-.5-1.2-.4-4-.4-5.4s-.1-4.1.4-5.3A3 3 0 0 1 6.7 5c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 6.7c.5 1.2.4 4 .4 5.3s.1 4.2-.4 5.4z" />
  </Glyph>
);
export const PinterestGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M12.2 3C7.2 3 4.5 6.3 4.5 9.9c0 1.7.9 3.8 2.4 4.4.2.1.4.1.4-.2l.3-1.2c0-.2 0-.3-.1-.4-.5-.6-.9-1.6-.9-2.6 0-2.6 2-5 5.3-5 2.9 0 4.9 2 4.9 4.8 0 3.2-1.6 5.4-3.7 5.4-1.2 0-2-1-1.7-2.1.3-1.4.9-2.9.9-3.9 0-.9-.5-1.7-1.5-1.7-1.2 0-2.2 1.2-2.2 2.9 0 1 .4 1.7.4 1.7l-1.4 6c-.3 1.3 0 3.3.1 3.5 0 .1.2.2.3 0 .2-.3 1.6-2.3 2-3.7l.8-2.9c.4.8 1.6 1.4 2.8 1.4 3.7 0 6.3-3.4 6.3-7.6C19.9 6 16.6 3 12.2 3z" />
  </Glyph>
);
export const AppleGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.1-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3a10 10 0 0 0 1.3-2.6 4 4 0 0 1-2.5-3.7zM14.1 5.8A4 4 0 0 0 15 2.8a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.9 3.4 3.4 0 0 0 2.8-1.3z" />
  </Glyph>
);
export const PlayGlyph = (p: IconProps) => (
  <Glyph {...p}>
    <path d="M4.6 2.9 13.5 12l-8.9 9.1a1.5 1.5 0 0 1-.6-1.2V4.1c0-.5.2-.9.6-1.2z" opacity=".85" />
    <path d="m16.4 9.1-2.9 2.9 2.9 2.9 3.5-2c.8-.5.8-1.3 0-1.8z" />
    <path
      d="M4.6 2.9c.4-.3 1-.3 1.5 0l10.3 6.2-2.9 2.9zM4.6 21.1 13.5 12l2.9 2.9-10.3 6.2c-.5.3-1.1.3-1.5 0z"
      opacity=".65"
    />
  </Glyph>
);
