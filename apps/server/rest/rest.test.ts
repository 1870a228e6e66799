import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { ART_CACHE_DIR } from "../../../test/app.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { prepareDatabase } from "../prepare.ts";

/** A mock OAuth 2 / OpenID provider on 127.0.0.1: authorize, token (checks PKCE), userinfo. */
function mockProvider() {
  const codes = new Map<string, { challenge: string; sub: string }>();
  let nextSub = "google-sub-1";
  const server = createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    if (url.pathname === "/authorize") {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, { challenge: url.searchParams.get("code_challenge")!, sub: nextSub });
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token") {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        const form = new URLSearchParams(body);
        const entry = codes.get(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const ok =
          entry &&
          form.get("client_secret") === "s3cret" &&
          createHash("sha256").update(verifier).digest("base64url") === entry.challenge;
        if (!ok) return void res.writeHead(400).end(JSON.stringify({ error: "invalid_grant" }));
        codes.delete(form.get("code")!);
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ access_token: `at-${entry.sub}` }));
      });
      return;
    }
    if (url.pathname === "/userinfo") {
      const sub = (req.headers.authorization ?? "").replace("Bearer at-", "");
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          sub,
          email: `${sub}@gmail.test`,
          email_verified: true,
          given_name: "Omar",
          family_name: "Said",
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  return {
    server,
    setSubject(s: string) {
      nextSub = s;
    },
  };
}

let app: FastifyInstance;
let database: Database;
let provider: ReturnType<typeof mockProvider>;
let providerUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), "manzil-rest-"));

beforeAll(async () => {
  provider = mockProvider();
  await new Promise<void>((r) => (provider.server as Server).listen(0, "127.0.0.1", r));
  providerUrl = `http://127.0.0.1:${(provider.server.address() as { port: number }).port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ART_CACHE_DIR,
    PUBLIC_URL: "http://shop.test",
    GOOGLE_CLIENT_ID: "manzil",
    GOOGLE_CLIENT_SECRET: "s3cret",
    GOOGLE_AUTH_URL: `${providerUrl}/authorize`,
    GOOGLE_TOKEN_URL: `${providerUrl}/token`,
    GOOGLE_USERINFO_URL: `${providerUrl}/userinfo`,
  });
  database = await openTestDatabase();
  await prepareDatabase(config, database, () => {});
  app = await buildApp({ config, database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  provider?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function multipart(name: string, type: string, content: Buffer) {
  const boundary = "----manzil";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("upload-one", () => {
  it("crops an image to 250 x 250 WebP under the uploads folder", async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#B4532A" } })
      .png()
      .toBuffer();
    const r = await app.inject({
      method: "POST",
      url: "/api/user/upload-one?minify=true",
      ...multipart("me.png", "image/png", png),
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.status_code).toBe(200);
    expect(body.file.filename).toMatch(/\.webp$/);
    const served = await app.inject({ method: "GET", url: body.file.path });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 250, 250]);
  });

  it("refuses what is not an image", async () => {
    const r = await app.inject({
      method: "POST",
      url: "/api/user/upload-one?minify=true",
      headers: { ...multipart("x.txt", "text/plain", Buffer.from("hello")).headers, "accept-language": "en" },
      payload: multipart("x.txt", "text/plain", Buffer.from("hello")).payload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("Only image files are allowed");
    const fake = await app.inject({
      method: "POST",
      url: "/api/user/upload-one?minify=true",
      ...multipart("x.png", "image/png", Buffer.from("not a png")),
    });
    expect(fake.statusCode).toBe(400);
  });
});

describe("iso countries", () => {
  it("lists countries in both languages and cities of Egypt and Saudi Arabia", async () => {
    const all = (await app.inject({ method: "GET", url: "/iso-countries" })).json();
    expect(all.data.find((c: { iso2: string }) => c.iso2 === "EG")).toMatchObject({
      name: "Egypt",
      arName: "مصر",
    });
    const eg = (await app.inject({ method: "GET", url: "/iso-countries/egypt/cities" })).json();
    expect(eg.data).toContainEqual({ name: "Cairo", arName: "القاهرة" });
    const sa = (await app.inject({ method: "GET", url: "/iso-countries/SA/cities" })).json();
    expect(sa.data.map((c: { name: string }) => c.name)).toContain("Jeddah");
    expect((await app.inject({ method: "GET", url: "/iso-countries/atlantis/cities" })).statusCode).toBe(404);
  });
});

describe("social login", () => {
  async function flow(cookie = "") {
    const start = await app.inject({
      method: "GET",
      url: "/auth/google/customer?lang=en-sa",
      headers: { cookie },
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://shop.test/auth/google/callback");
    const stateCookie = String(start.headers["set-cookie"]).split(";")[0]!;
    const atProvider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location")!);
    return { back, stateCookie };
  }

  it("logs in through the provider with state and PKCE, and finds the user again by subject", async () => {
    const { back, stateCookie } = await flow();
    const forged = await app.inject({
      method: "GET",
      url: `${back.pathname}?code=x&state=wrong`,
      headers: { cookie: stateCookie },
    });
    expect(forged.headers.location).toBe("/en-sa/login?error=social");
    const done = await app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/en-sa/?loginSuccess=true");
    const session = ([] as string[])
      .concat(done.headers["set-cookie"] as string[])
      .find((c) => c.startsWith("manzil_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const token = session.split(";")[0]!;
    const me = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie: token },
      payload: JSON.stringify({ query: "{ getUserById { data { _id email fName ggID } } }" }),
    });
    const user = me.json().data.getUserById.data;
    expect(user).toMatchObject({ email: "google-sub-1@gmail.test", fName: "Omar", ggID: "linked" });
    const second = await flow();
    const again = await app.inject({
      method: "GET",
      url: `${second.back.pathname}${second.back.search}`,
      headers: { cookie: second.stateCookie },
    });
    const token2 = ([] as string[])
      .concat(again.headers["set-cookie"] as string[])
      .find((c) => c.startsWith("manzil_session="))!
      .split(";")[0]!;
    const me2 = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie: token2 },
      payload: JSON.stringify({ query: "{ getUserById { data { _id } } }" }),
    });
    expect(me2.json().data.getUserById.data._id).toBe(user._id);
    // A password login reads like any wrong one (decision 0073: login tells no one which emails exist).
    const pw = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        query: `mutation { login(email: "google-sub-1@gmail.test", password: "abcd") { errors } }`,
      }),
    });
    expect(pw.json().data.login.errors[0]).toBe("Incorrect email or password");
  });

  it("an unconfigured provider goes back to login", async () => {
    const r = await app.inject({ method: "GET", url: "/auth/facebook/customer?lang=ar-eg" });
    expect(r.headers.location).toBe("/ar-eg/login?error=social");
  });

  it("logout ends the session and clears the cookie", async () => {
    provider.setSubject("google-sub-2");
    const { back, stateCookie } = await flow();
    const done = await app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    const token = ([] as string[])
      .concat(done.headers["set-cookie"] as string[])
      .find((c) => c.startsWith("manzil_session="))!
      .split(";")[0]!;
    const out = await app.inject({ method: "POST", url: "/logout", headers: { cookie: token } });
    expect(out.json().status_code).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/manzil_session=; .*Max-Age=0/);
    const me = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie: token },
      payload: JSON.stringify({ query: "{ getUserById { status_code } }" }),
    });
    expect(me.json().data.getUserById.status_code).toBe(401);
  });
});
