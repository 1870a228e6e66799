import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { ReplayMemory } from "#kernel/services.ts";
import { createMemoryReplay } from "./replay-memory.ts";

/**
 * The self-hosted robot check (altcha-lib 2, proof of work): the server hides a random counter
 * below `complexity` in a signed challenge; the browser finds it by hashing. A solved challenge is
 * accepted once and for 10 minutes: `replay` remembers it (this process's memory unless the
 * caller passes its context's, shared on Redis: decision 0077). No third party is called.
 */
const ALGORITHM = "SHA-256";
const LIFETIME_MS = 10 * 60_000;
const processReplay = createMemoryReplay();

const hmacSecret = (jwtSecret: string) => createHmac("sha256", jwtSecret).update("altcha").digest("hex");

export async function robotChallenge(jwtSecret: string, complexity: number) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.max(1, complexity)),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: hmacSecret(jwtSecret),
  });
}

/** The payload the form sends: base64 JSON `{ challenge, solution }`. */
export async function verifyRobot(
  jwtSecret: string,
  payload: string | null | undefined,
  replay: ReplayMemory = processReplay,
): Promise<boolean> {
  if (!payload || payload.length > 4000) return false;
  let parsed: { challenge?: unknown; solution?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return false;
  }
  const challenge = parsed.challenge as { parameters?: unknown; signature?: string } | undefined;
  if (!challenge?.parameters || typeof challenge.signature !== "string") return false;
  try {
    const result = await verifySolution({
      challenge: challenge as Parameters<typeof verifySolution>[0]["challenge"],
      solution: parsed.solution as Parameters<typeof verifySolution>[0]["solution"],
      deriveKey,
      hmacSignatureSecret: hmacSecret(jwtSecret),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  return replay.claimOnce(challenge.signature, LIFETIME_MS);
}
