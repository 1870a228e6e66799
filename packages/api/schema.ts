import { builder } from "./builder.ts";
import "./types/category.ts";
import "./types/settings.ts";
import "./types/catalog/index.ts";
import "./types/account/index.ts";
import "./types/search/index.ts";

export const schema = builder.toSchema({ sortSchema: true });
