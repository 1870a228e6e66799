import "./people.ts";
import "./actions.ts";
import "./audit.ts";
