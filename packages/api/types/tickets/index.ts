import "./operations.ts";
import "./queue.ts";
