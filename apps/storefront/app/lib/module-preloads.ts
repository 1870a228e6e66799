import { useContext } from "react";
import { preloadModule } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; clientLoaderModule?: string } | undefined>;
};

/** The page's JavaScript, in the order `<Scripts>` preloads it: the entry, then each matched route's. */
export function pageModules(manifest: Manifest, routeIds: string[]): string[] {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    hrefs.push(route.module, ...(route.clientLoaderModule ? [route.clientLoaderModule] : []));
    hrefs.push(...(route.imports ?? []));
  }
  return [...new Set(hrefs)];
}

/**
 * The page's JavaScript preloaded at low priority (decision 0086), as React preloads its own
 * bootstrap modules: the stylesheets, the fonts and the first image are fetched first, so the page
 * paints before it hydrates. Server render only: React writes these ahead of `<Scripts>`' own
 * `modulepreload` links, and the browser fetches each module once, at the first link's priority.
 */
export function useLowPriorityModulePreloads(nonce: string | undefined) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (typeof document !== "undefined" || !framework) return;
  // React DOM reads `fetchPriority` here (19.3, `preloadModule`); its types do not list it yet.
  const options = { as: "script" as const, fetchPriority: "low", nonce };
  for (const href of pageModules(
    framework.manifest,
    matches.map((match) => match.id),
  ))
    preloadModule(href, options);
}
