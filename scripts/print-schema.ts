/**
 * Writes the printed GraphQL schemas (the public contracts, decision 0106): the shop's to
 * packages/api/schema.graphql, the admin's to packages/api/admin-schema.graphql, and the admin
 * schema's introspection types that types apps/admin's documents (gql.tada, apps/admin/app/lib/admin-env.d.ts).
 */
import { writeFileSync } from "node:fs";
import { minifyIntrospection, outputIntrospectionFile } from "@gql.tada/internal";
import { introspectionFromSchema, printSchema } from "graphql";
import { adminSchema, schema } from "#api/schema.ts";

const write = (path: string, text: string) => {
  const file = new URL(path, import.meta.url);
  writeFileSync(file, text);
  console.log(`wrote ${file.pathname}`);
};

write("../packages/api/schema.graphql", `${printSchema(schema)}\n`);
write("../packages/api/admin-schema.graphql", `${printSchema(adminSchema)}\n`);
write(
  "../apps/admin/app/lib/admin-env.d.ts",
  outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(adminSchema)), {
    fileType: ".d.ts",
    shouldPreprocess: true,
  }),
);
