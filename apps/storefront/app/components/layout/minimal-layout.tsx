import type { ReactNode } from "react";
import { useRootData } from "../../lib/root-data.ts";
import { IconSprite } from "./icon-sprite.tsx";
import { Logo } from "./logo.tsx";
import { CONTENT_ID, SkipLink } from "./site-layout.tsx";

/** The minimal layout: a logo-only header and the page; no footer (checkout steps, results). */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const { locale } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <IconSprite />
      <SkipLink />
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex max-w-7xl items-center justify-center px-4 py-4 nav:justify-start nav:px-6">
          <Logo locale={locale} />
        </div>
      </header>
      <div id={CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </div>
    </div>
  );
}
