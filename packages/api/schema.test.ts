import { readFileSync } from "node:fs";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { adminSchema, schema } from "./schema.ts";

describe("the printed schemas (decision 0106)", () => {
  it("match the committed contracts (run `npm run schema:print` after an intended change)", () => {
    const committed = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");
    expect(`${printSchema(schema)}\n`).toBe(committed("./schema.graphql"));
    expect(`${printSchema(adminSchema)}\n`).toBe(committed("./admin-schema.graphql"));
  });

  it("wrap every operation of both APIs in the specs' envelope", () => {
    for (const api of [schema, adminSchema])
      for (const root of [api.getQueryType(), api.getMutationType()]) {
        for (const field of Object.values(root?.getFields() ?? {})) {
          const type = field.type.toString().replace(/!$/, "");
          const fields = Object.keys((api.getType(type) as { getFields(): object }).getFields());
          expect(fields, field.name).toEqual(
            expect.arrayContaining(["status_code", "message", "errors", "data"]),
          );
        }
      }
  });
});
