/** Load for the scale-out suite: a few loops of fetch, each request aborted after 10 s (= hung). */

export interface Shot {
  name: string;
  /** What this one request was about (the product a cart add chose), kept on its outcome. */
  tag?: string;
  method?: "GET" | "POST";
  path: string;
  /** JSON, or a function making a multipart form (a fresh one per request). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Reads the answer: whether the operation succeeded (GraphQL answers 200 with an envelope). */
  succeeded?(status: number, body: string): boolean;
}

export interface Outcome {
  name: string;
  tag?: string;
  method: string;
  /** The HTTP status, or "hung" (no answer within 10 s), or "dropped" (no connection, or cut). */
  status: number | "hung" | "dropped";
  /** A GraphQL answer's first envelope status that is not 200. */
  envelope?: number;
  succeeded: boolean;
  /** When it was sent and when it ended, in ms since the load began. */
  sentAt: number;
  endedAt: number;
}

export const HUNG_AFTER_MS = 10_000;

export async function shoot(port: number, shot: Shot, started = Date.now()): Promise<Outcome> {
  const sentAt = Date.now() - started;
  const method = shot.method ?? (shot.body === undefined ? "GET" : "POST");
  const base = { name: shot.name, tag: shot.tag, method, sentAt };
  try {
    const form = typeof shot.body === "function" ? (shot.body as () => FormData)() : undefined;
    const json = shot.body !== undefined && !form;
    const response = await fetch(`http://127.0.0.1:${port}${shot.path}`, {
      method,
      headers: {
        "accept-language": "en",
        ...(json ? { "content-type": "application/json" } : {}),
        ...shot.headers,
      },
      body: form ?? (json ? JSON.stringify(shot.body) : undefined),
      signal: AbortSignal.timeout(HUNG_AFTER_MS),
    });
    const body = await response.text();
    const succeeded = shot.succeeded ? shot.succeeded(response.status, body) : response.status === 200;
    return {
      ...base,
      status: response.status,
      envelope: envelopeStatus(body),
      succeeded,
      endedAt: Date.now() - started,
    };
  } catch (error) {
    const hung = (error as Error).name === "TimeoutError";
    return { ...base, status: hung ? "hung" : "dropped", succeeded: false, endedAt: Date.now() - started };
  }
}

function envelopeStatus(body: string): number | undefined {
  try {
    const data = (JSON.parse(body) as { data?: Record<string, { status_code?: number } | null> }).data ?? {};
    return Object.values(data).find((field) => field?.status_code !== 200)?.status_code;
  } catch {
    return undefined;
  }
}

/**
 * Runs `workers` loops until `durationMs` has passed and `during` (the fault) has ended, each loop
 * sending the next of `shots` in turn (a function makes a new request each time). Resolves with
 * every outcome once all loops stop.
 */
export async function underLoad(
  port: number,
  shots: Array<Shot | (() => Shot)>,
  options: { workers: number; durationMs: number; during: (elapsed: () => number) => Promise<void> },
): Promise<Outcome[]> {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  let next = 0;
  let faultOver = false;
  const loop = async () => {
    while (Date.now() - started < options.durationMs || !faultOver) {
      const item = shots[next++ % shots.length] as Shot | (() => Shot);
      const shot = typeof item === "function" ? item() : item;
      outcomes.push(await shoot(port, shot, started));
    }
  };
  const loops = Array.from({ length: options.workers }, loop);
  const fault = options
    .during(() => Date.now() - started)
    .finally(() => {
      faultOver = true;
    });
  await Promise.all([...loops, fault]);
  return outcomes;
}

/** A short count of outcomes for an assertion's message: "GET 200×40, POST 502×2". */
export function summary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${o.name} ${o.status}${o.envelope ? `/${o.envelope}` : ""}${o.succeeded ? "" : "!"}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}×${n}`).join(", ");
}
