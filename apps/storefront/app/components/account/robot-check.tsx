import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { Spinner } from "./form.tsx";

interface Challenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
  signature?: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (text: string) => new Uint8Array(text.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);

/**
 * The browser side of the self-hosted robot check (altcha-lib 2 proof of work, SHA-256): finds
 * the counter whose key starts with the challenge's prefix, with WebCrypto.
 */
async function solve(challenge: Challenge): Promise<string> {
  const { nonce, salt, cost, keyLength = 32, keyPrefix, algorithm } = challenge.parameters;
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  const buffer = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  buffer.set(saltBytes, 0);
  buffer.set(nonceBytes, saltBytes.length);
  const view = new DataView(buffer.buffer);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter < 0xffffffff; counter++) {
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    let key: Uint8Array = buffer;
    for (let i = 0; i < Math.max(1, cost); i++)
      key = new Uint8Array(await crypto.subtle.digest(algorithm, key as BufferSource));
    const derived = hex(key.slice(0, keyLength));
    if (derived.startsWith(prefix))
      return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey: derived } }));
  }
  throw new Error("unsolved");
}

/** Solves a challenge as soon as the form shows and puts the proof in the hidden `robot` field. */
export function RobotCheck({ error }: { error?: string }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"idle" | "checking" | "done" | "failed">("idle");
  const [payload, setPayload] = useState("");
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check on retry
  useEffect(() => {
    let live = true;
    setState("checking");
    fetch("/api/robot/challenge", { cache: "no-store" })
      .then((r) => r.json() as Promise<Challenge>)
      .then(solve)
      .then((p) => {
        if (!live) return;
        setPayload(p);
        setState("done");
      })
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <div>
      <input type="hidden" name="robot" value={payload} />
      <div
        className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-sm ${error && state !== "done" ? "border-danger" : "border-line"}`}
        role="status"
      >
        <span
          aria-hidden="true"
          className={`grid size-6 place-items-center rounded-md border ${state === "done" ? "border-success bg-success text-white" : "border-ink/30"}`}
        >
          {state === "done" ? "✓" : state === "checking" ? <Spinner /> : null}
        </span>
        <span className="flex-1">
          {state === "done" ? t("robot.done") : state === "failed" ? t("robot.failed") : t("robot.checking")}
          <span className="sr-only"> — {t("robot.label")}</span>
        </span>
        {state === "failed" && (
          <button
            type="button"
            className="font-semibold text-accent underline"
            onClick={() => setAttempt((a) => a + 1)}
          >
            {t("robot.retry")}
          </button>
        )}
        <noscript>{t("robot.noScript")}</noscript>
      </div>
      {error && state !== "done" && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </div>
  );
}
