// GraphQL types, queries and mutations of the account domain: one file per type, imported here.
import "./address.ts";
import "./user.ts";
import "./auth.ts";
import "./cart.ts";
import "./wishlist.ts";
