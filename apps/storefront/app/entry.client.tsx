/**
 * The storefront's browser entry: React Router's own (the document hydrated in a transition). It
 * is ours so that it joins the framework's chunk (vite.config.ts, decision 0092); the pages it
 * hydrates write prices and dates without `Intl` (decision 0093).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
