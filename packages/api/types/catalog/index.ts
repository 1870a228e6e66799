// GraphQL types, queries and mutations of the catalog domain: one file per type, imported here.
import "./common.ts";
import "./product-parts.ts";
import "./product.ts";
import "./product-admin.ts";
// The catalogue's back office (decision 0117)
import "./admin-products.ts";
import "./admin-product-writes.ts";
// categories (decision 0119)
import "./admin-categories.ts";
// collections and offers (decision 0134)
import "./admin-sales.ts";
// badges and tags (decision 0135)
import "./admin-labels.ts";
// products CSV (decision 0120)
import "./admin-product-csv.ts";
import "./product-queries.ts";
import "./product-list-queries.ts";
import "./facets.ts";
import "./collection.ts";
import "./designer.ts";
import "./review.ts";
import "./content.ts";
import "./how-it-works.ts";
import "./home.ts";
