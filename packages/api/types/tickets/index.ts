import "./operations.ts";
