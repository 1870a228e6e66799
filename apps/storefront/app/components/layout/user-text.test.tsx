import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UserText } from "./user-text.tsx";

describe("UserText", () => {
  it("isolates a user's words and drops what could reorder them", () => {
    expect(renderToStaticMarkup(<UserText className="font-semibold" text={"\u202Egnp.exe\u200B"} />)).toBe(
      '<bdi class="font-semibold">gnp.exe</bdi>',
    );
  });
});
