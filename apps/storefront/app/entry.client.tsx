/**
 * The storefront's browser entry: React Router's own (the document hydrated in a transition),
 * after one task of its own that loads the page language's number data. The first Intl formatter
 * a page makes loads ICU's data for its language, about 50 ms at Lighthouse's 4× slowdown; made
 * by the first price while hydrating, it lengthened hydration's longest task. In a task of its
 * own, the browser can paint and answer input between the two (issue 15).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

setTimeout(() => {
  try {
    new Intl.NumberFormat(`${document.documentElement.lang || "ar"}-u-nu-latn`).format(1);
  } catch {
    // An unexpected lang attribute: the first price loads the data instead.
  }
  setTimeout(hydrate, 0);
}, 0);
