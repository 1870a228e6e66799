// The back office's reports: the Overview (decision 0121).
import "./overview.ts";
