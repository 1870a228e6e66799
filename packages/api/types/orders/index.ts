// GraphQL of returns and the profit ledger (decision 0057).
import "./returns.ts";
import "./ledger.ts";
