import { readFileSync } from "node:fs";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";

describe("the printed schema", () => {
  it("matches the committed contract (run `npm run schema:print` after an intended change)", () => {
    const committed = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");
    expect(`${printSchema(schema)}\n`).toBe(committed);
  });

  it("wraps every operation in the specs' envelope", () => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const type = field.type.toString().replace(/!$/, "");
        const fields = Object.keys((schema.getType(type) as { getFields(): object }).getFields());
        expect(fields, field.name).toEqual(
          expect.arrayContaining(["status_code", "message", "errors", "data"]),
        );
      }
    }
  });
});
