import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The back office's build: plain React Router and Tailwind, none of the storefront's speed machinery. */
export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  // build/admin is outside this folder: empty it, or an old index.html stays and the new document
  // is written as __spa-fallback.html.
  build: { emptyOutDir: true },
  plugins: [tailwindcss(), reactRouter()],
});
