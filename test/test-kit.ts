/** Helpers the account, cart and wishlist tests share (test code only). */

import { solveRobot } from "#domain/accounts/robot.solve.ts";
import type { TestApp } from "./app.ts";

export const DEMO_PASSWORD = "manzil-demo";

export interface Envelope<T = Record<string, unknown>> {
  status_code: number;
  message: string;
  errors: string[];
  /** Present when the operation asked for them. */
  code?: string;
  fieldErrors?: Array<{ field: string; code: string; message: string }>;
  data: T | null;
}

/** Runs one operation and returns its envelope (the first root field). */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; lang?: "ar" | "en"; country?: string; api?: "shop" | "admin" } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { "accept-language": options.lang ?? "en" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.country) headers["accept-country"] = options.country;
  const send = options.api === "admin" ? t.admin : t.graphql;
  const result = await send<Record<string, Envelope<T>>>(query, variables, headers);
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join("; "));
  return Object.values(result.data)[0]!;
}

/** `call` against the admin API (/admin/graphql, decision 0106). */
export const callAdmin = <T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; lang?: "ar" | "en"; country?: string } = {},
) => call<T>(t, query, variables, { ...options, api: "admin" });

/** Makes the robot check cheap and solves one challenge from the server's endpoint. */
export async function robot(t: TestApp): Promise<string> {
  if (t.services.robotComplexity > 20) t.services.robotComplexity = 20;
  const response = await t.app.inject({ method: "GET", url: "/api/robot/challenge" });
  return solveRobot(response.json());
}

export const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      status_code message errors data { jwt _id role name status cart }
    }
  }`;

export const REGISTER = /* GraphQL */ `
  mutation ($fName: String, $lName: String, $email: String, $password: String, $role: String, $robot: String,
            $country: String, $city: String, $image: String, $termsAccepted: Boolean, $discountCode: String, $mailLang: String) {
    register(fName: $fName, lName: $lName, email: $email, password: $password, role: $role, robot: $robot,
             country: $country, city: $city, image: $image, termsAccepted: $termsAccepted,
             discountCode: $discountCode, mailLang: $mailLang) {
      status_code message errors data { jwt _id role name cart user { slug image discountCode } }
    }
  }`;

export async function login(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await call<{ jwt: string }>(t, LOGIN, { email, password });
  if (!r.data) throw new Error(`login failed: ${r.errors.join(", ")}`);
  return r.data.jwt;
}

let counter = 0;
/** Registers a fresh customer; returns the token and id. */
export async function newCustomer(t: TestApp, fields: Record<string, unknown> = {}) {
  const email = `user${Date.now()}${counter++}@example.com`;
  const r = await call<{ jwt: string; _id: string }>(t, REGISTER, {
    fName: "Test",
    email,
    password: "secret1",
    role: "customer",
    robot: await robot(t),
    ...fields,
  });
  if (!r.data) throw new Error(`register failed: ${r.errors.join(", ")}`);
  return { token: r.data.jwt, id: r.data._id, email };
}
