// GraphQL types and queries of the information pages (decision 0063): one file per type, imported here.
import "./pages.ts";
import "./faqs.ts";
import "./tags.ts";
