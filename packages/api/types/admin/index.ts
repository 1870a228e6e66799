import "./jobs.ts";
import "./viewer.ts";
