import { describe, expect, it } from "vitest";
import { createResponseCache, RESPONSE_TTL_MS } from "./response-cache.ts";

/** An answer whose JSON is about `size` bytes. */
const answer = (size: number) => ({ data: { getTags: { status_code: 200, data: "x".repeat(size) } } });
const json = (size: number) => Buffer.byteLength(JSON.stringify(answer(size)));

describe("the response cache's bounds (decisions 0081, 0087)", () => {
  it("holds at most its bytes of answers, forgetting the least recently used first", () => {
    const cache = createResponseCache({ maxEntries: 100, maxBytes: json(1000) * 2 + 10 });
    cache.set("a", answer(1000));
    cache.set("b", answer(1000));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("c", answer(1000));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBe(json(1000) * 2);
    // An answer larger than the whole bound is not kept, and nothing is pushed out for it.
    cache.set("big", answer(5000));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("counts bytes, not characters, and gives them back when answers go", () => {
    let now = 0;
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1e6, now: () => now });
    const arabic = { data: { getTags: { status_code: 200, data: "منزل".repeat(100) } } };
    cache.set("ar", arabic);
    expect(cache.bytes).toBe(Buffer.byteLength(JSON.stringify(arabic)));
    cache.set("ar", arabic); // kept again: counted once
    expect(cache.bytes).toBe(Buffer.byteLength(JSON.stringify(arabic)));
    now = RESPONSE_TTL_MS;
    expect(cache.get("ar")).toBeUndefined(); // too old
    expect(cache.bytes).toBe(0);
    cache.set("x", answer(10));
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("still holds at most its entries", () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1e6 });
    for (const key of ["a", "b", "c"]) cache.set(key, answer(10));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(json(10) * 2);
  });
});

describe("answers kept as bytes, and the requests linked to them (decision 0088)", () => {
  const headers = [["content-type", "application/json; charset=utf-8"]] as const;
  const bytesOf = (size: number) => Buffer.from(JSON.stringify(answer(size)));

  it("gives back the kept JSON, and links a request only to identical bytes", () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    cache.set("a", answer(10));
    expect(cache.get("a")).toEqual(answer(10));
    expect(cache.sent("r1")).toBeUndefined();
    expect(cache.remember("r1", "a", Buffer.from(`${JSON.stringify(answer(10))} `), headers)).toBe(false);
    expect(cache.remember("r1", "missing", bytesOf(10), headers)).toBe(false);
    expect(cache.sent("r1")).toBeUndefined();
    expect(cache.remember("r1", "a", bytesOf(10), headers)).toBe(true);
    const sent = cache.sent("r1");
    expect(sent?.body.equals(bytesOf(10))).toBe(true);
    expect(sent?.headers).toEqual(headers);
  });

  it("drops a request's link with its answer: expiry, eviction, a new answer, clearing", () => {
    let now = 0;
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1e6, now: () => now });
    cache.set("a", answer(10));
    cache.remember("r", "a", bytesOf(10), headers);
    now = RESPONSE_TTL_MS;
    expect(cache.sent("r")).toBeUndefined();
    expect(cache.size).toBe(0);

    cache.set("a", answer(10));
    cache.remember("r", "a", bytesOf(10), headers);
    cache.set("b", answer(11));
    cache.set("c", answer(12)); // a is the least recently used
    expect(cache.sent("r")).toBeUndefined();

    cache.remember("r", "b", bytesOf(11), headers);
    cache.set("b", answer(20)); // kept again: the old bytes are not sent for it
    expect(cache.sent("r")).toBeUndefined();

    cache.remember("r", "b", bytesOf(20), headers);
    cache.clear();
    expect(cache.sent("r")).toBeUndefined();
  });

  it("links at most eight requests to one answer", () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    cache.set("a", answer(10));
    const linked = Array.from({ length: 10 }, (_, i) => cache.remember(`r${i}`, "a", bytesOf(10), headers));
    expect(linked.filter(Boolean)).toHaveLength(8);
    expect(cache.sent("r7")).toBeDefined();
    expect(cache.sent("r8")).toBeUndefined();
  });
});
