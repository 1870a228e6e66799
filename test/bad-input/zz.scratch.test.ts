import { it } from "vitest";
import { startTestApp } from "../app.ts";

it("x", async () => {
  const lines: string[] = [];
  const t = await startTestApp({ env: { LOG_LEVEL: "error" }, logStream: { write: (l) => lines.push(l) } });
  const en = await t.app.inject({
    method: "POST",
    url: "/en-eg/contact",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Nour&email=nour%40&comment=Hello+there+friends&feedbackType=question",
  });
  const m =
    /\n\s+at |\bat [\w.$<>]+ \(|\.tsx?:\d|node_modules|\b(Type|Reference|Syntax|Range|Zod)?Error:|\bDrizzle|\bselect .* from |\binsert into |\bupdate .* set |violates|syntax error|invalid input syntax|duplicate key|\bpg_|PGlite/i.exec(
      en.body.replace(/<script[\s\S]*?<\/script>/g, ""),
    );
  console.log(
    "EN",
    en.statusCode,
    m?.[0],
    m ? en.body.replace(/<script[\s\S]*?<\/script>/g, "").slice(m.index - 200, m.index + 100) : "",
  );
  const j = await t.app.inject({
    method: "POST",
    url: "/ar-eg/contact",
    headers: { "content-type": "application/json" },
    payload: "{}",
  });
  console.log(
    "JSON",
    j.statusCode,
    j.body
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .slice(0, 600),
  );
  console.log(lines.join("\n").slice(0, 2500));
  await t.close();
}, 120000);
