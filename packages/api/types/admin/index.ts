import "./jobs.ts";
