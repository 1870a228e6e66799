import { describe, expect, it } from "vitest";
import { stepsOf } from "./steps.ts";

describe("stepsOf", () => {
  it("splits the steps between the designer and the shopper", () => {
    expect(stepsOf({ idesignStages: 3, designerStage: 0 })).toEqual({ total: 3, designer: 0, yours: 3 });
    expect(stepsOf({ idesignStages: 3, designerStage: 1 })).toEqual({ total: 3, designer: 1, yours: 2 });
  });

  it("keeps the designer's share within the steps", () => {
    expect(stepsOf({ idesignStages: 2, designerStage: 5 })).toEqual({ total: 2, designer: 2, yours: 0 });
    expect(stepsOf({ idesignStages: -1, designerStage: -2 })).toEqual({ total: 0, designer: 0, yours: 0 });
  });
});
