/**
 * Solves a robot-check challenge (tests and scripts; the browser has its own copy using WebCrypto
 * in apps/storefront/app/components/account/robot-check.tsx). Returns the payload to send.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export async function solveRobot(
  challenge: Parameters<typeof solveChallenge>[0]["challenge"],
): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("robot challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
