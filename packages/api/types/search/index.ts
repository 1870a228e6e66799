// GraphQL types, queries and mutations of the search domain: one file per type, imported here.
import "./search-product.ts";
import "./search-designer.ts";
import "./global-search.ts";
import "./search-suggestions.ts";
import "./search-keyword.ts";
import "./search-user.ts";
