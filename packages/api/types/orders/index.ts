// GraphQL of returns and the profit ledger (decision 0057).
import "./returns.ts";
import "./ledger.ts";
// The back office's orders and returns areas (decisions 0114, 0116).
import "./admin-orders.ts";
import "./admin-returns.ts";
