import { adminHelperRecordSchema } from "@maids/contract/helper.ts";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { SAME_ORIGIN } from "./test-app.ts";

type Method = "POST" | "PUT" | "DELETE" | "PATCH";

/** A state-changing request as the site's own pages send it: JSON, from its own origin. */
export function send(
  app: App,
  method: Method,
  url: string,
  {
    body,
    cookie,
    headers = {},
  }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      origin: SAME_ORIGIN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The `sid=...` cookie header a response set, for the next request. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie?.value) throw new Error("no session cookie set");
  return `sid=${cookie.value}`;
}

export async function signInAs(app: App, email: string, password: string) {
  const response = await send(app, "POST", "/api/auth/login", { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookieOf(response);
}

/** A helper's whole record as administrators read it (GET /api/admin/maids/:id), held to the contract. */
export async function readAdminHelper(app: App, cookie: string, id: number) {
  const response = await app.inject({ url: `/api/admin/maids/${id}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return adminHelperRecordSchema.strict().parse(response.json());
}
