import type { ReactNode } from "react";
import { useMarkAuthVisit } from "../../lib/auth-return.ts";
import { useRootData } from "../../lib/root-data.ts";
import { IconSprite } from "./icon-sprite.tsx";
import { LanguageLink } from "./locale-switchers.tsx";
import { Logo } from "./logo.tsx";
import { CONTENT_ID, SkipLink } from "./site-layout.tsx";

/**
 * The auth layout (login, register, forgot and reset password): a minimal header with the logo
 * and the language switch, and the page as a centred card on the canvas.
 */
export function AuthLayout({ children, title }: { children: ReactNode; title?: string }) {
  const { locale } = useRootData();
  useMarkAuthVisit();
  return (
    <div className="auth-canvas flex min-h-dvh flex-col">
      <IconSprite />
      <SkipLink />
      <header>
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 nav:px-6 nav:py-6">
          <Logo locale={locale} />
          <LanguageLink locale={locale} className="px-3 py-2 text-sm hover:bg-sand" />
        </div>
      </header>
      <main
        id={CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 focus:outline-none nav:items-center nav:pt-0"
      >
        <div className="w-full max-w-md rounded-3xl bg-surface p-6 shadow-xl shadow-ink/5 ring-1 ring-line nav:p-10">
          {title && <h1 className="mb-6 text-2xl font-semibold">{title}</h1>}
          {children}
        </div>
      </main>
    </div>
  );
}
