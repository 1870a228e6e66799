/**
 * Writes the printed GraphQL schemas (the public contracts, decision 0106): the shop's to
 * packages/api/schema.graphql and the admin's to packages/api/admin-schema.graphql.
 * `npm run schema:print` then runs `gql.tada generate output`, which writes each app's typings
 * from them (decision 0105).
 */
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { adminSchema, schema } from "#api/schema.ts";

const write = (path: string, text: string) => {
  const file = new URL(path, import.meta.url);
  writeFileSync(file, text);
  console.log(`wrote ${file.pathname}`);
};

write("../packages/api/schema.graphql", `${printSchema(schema)}\n`);
write("../packages/api/admin-schema.graphql", `${printSchema(adminSchema)}\n`);
