// GraphQL types, queries and mutations of the catalog domain: one file per type, imported here.
import "./common.ts";
import "./product.ts";
import "./collection.ts";
import "./designer.ts";
import "./review.ts";
import "./content.ts";
import "./home.ts";
