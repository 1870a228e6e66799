/**
 * The site as it runs in production for the scale-out suite (decision 0079): real server processes
 * (`apps/server/main.ts`) on one PostgreSQL and one Redis, behind Debian's nginx.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, waitUntil } from "./services.ts";

const root = resolve(import.meta.dirname, "../..");

export function nginxInstalled(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

export interface ServerProcess {
  port: number;
  /** What the process wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface SiteOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The balancer's address: public links and the trusted proxy. */
  publicPort: number;
  dataDir: string;
  /** Keys and channels in Redis start with it (default "scale:"). */
  redisPrefix?: string;
  /** SHUTDOWN_DELAY_MS (default: the documented 5000 behind a balancer, decision 0130). */
  shutdownDelayMs?: number;
}

/** Starts one copy of the server and waits until /readyz answers 200. */
export async function startServerProcess(options: SiteOptions, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["apps/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(chosen),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix ?? "scale:",
      PUBLIC_URL: `http://127.0.0.1:${options.publicPort}`,
      TRUST_PROXY: "127.0.0.1",
      ART_CACHE_DIR: join(root, ".tmp", "art-cache"),
      SHUTDOWN_DELAY_MS: String(options.shutdownDelayMs ?? 5000),
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let killing = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code, signal) => {
    if (!killing) console.error(`server on port ${chosen} exited by itself (${code ?? signal}):\n${output}`);
  });
  await waitUntil(
    `server on port ${chosen} ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      return (await fetch(`http://127.0.0.1:${chosen}/readyz`)).ok;
    },
    600_000,
  );
  return {
    port: chosen,
    output: () => output,
    async kill(signal = "SIGKILL") {
      killing = true;
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Balancer {
  port: number;
  stop(): void;
}

/**
 * nginx round robin over `upstreams`, as README's "Several copies behind nginx" documents it. A
 * request whose copy refuses the connection, or an idempotent one whose copy dies before answering,
 * is tried on the next copy; a copy that failed is left out for 2 s. Idle kept-alive connections to
 * a copy are dropped after 4 s, before a draining copy (SHUTDOWN_DELAY_MS=5000) closes (decision 0130).
 */
export function startBalancer(port: number, upstreams: number[]): Balancer {
  const dir = mkdtempSync(join(tmpdir(), "manzil-nginx-"));
  const conf = join(dir, "nginx.conf");
  const servers = upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(" ");
  writeFileSync(
    conf,
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon on;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream manzil { ${servers} keepalive 32; keepalive_timeout 4s; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://manzil;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout;
    }
  }
}`,
  );
  execFileSync("nginx", ["-c", conf, "-p", dir], { stdio: "pipe" });
  return {
    port,
    stop() {
      try {
        execFileSync("nginx", ["-c", conf, "-p", dir, "-s", "stop"], { stdio: "pipe" });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Makes a fresh data folder for the copies (uploads are shared through it, as a volume would be). */
export const dataFolder = () => mkdtempSync(join(tmpdir(), "manzil-scale-"));
