/**
 * Every icon: the header's (core-icons.tsx, in the first JavaScript) and those only other parts
 * draw (dialogs, drawer, footer, pages), which stay out of the first JavaScript.
 */
import { Icon, type IconProps, SpriteIcon } from "./core-icons.tsx";

export {
  CartIcon,
  ChevronDown,
  HouseMark,
  Icon,
  type IconProps,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from "./core-icons.tsx";

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.3 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.3-3.5-8.5s1.1-6.1 3.5-8.5z" />
  </Icon>
);
/** Points to the inline end: callers add `rtl:-scale-x-100`. From the sprite (menus, pagers). */
export const ChevronEnd = (p: IconProps) => <SpriteIcon {...p} name="chevron-end" />;
/** Points to the inline end: callers add `rtl:-scale-x-100`. From the sprite (section links). */
export const ArrowEnd = (p: IconProps) => <SpriteIcon {...p} name="arrow-end" />;
