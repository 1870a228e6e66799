/** Writes the printed GraphQL schema (the public contract) to packages/api/schema.graphql. */
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "#api/schema.ts";

const file = new URL("../packages/api/schema.graphql", import.meta.url);
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`wrote ${file.pathname}`);
