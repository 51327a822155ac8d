import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { RATE_RULES } from "../src/auth/rate-limit.ts";
import type { TrustedProxies } from "../src/http/trusted-proxies.ts";
import { exhaustRateLimit } from "./support/factories.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

/** The address the proxy saw the family's request come from, as the proxy appends it. */
const FAMILY = "203.0.113.9";

async function appBehind(trustProxy: TrustedProxies) {
  return buildApp({
    config: { ...t.config, trustProxy },
    database: t.database,
    imageStorage: t.storage,
  });
}

/** A sign-in attempt that reaches the server from `remoteAddress` with that X-Forwarded-For. */
async function signInStatus(
  app: Awaited<ReturnType<typeof appBehind>>,
  forwardedFor: string,
  remoteAddress = "127.0.0.1",
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: {
      origin: SAME_ORIGIN,
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor,
    },
    payload: { email: "nobody@example.com", password: "Wrong-password-1" },
  });
  return response.statusCode;
}

describe.each([
  ["one proxy (TRUST_PROXY=1)", { hops: 1 }],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", { addresses: ["127.0.0.1"] }],
  ["the loopback range (TRUST_PROXY=loopback)", { addresses: ["loopback"] }],
] as const)("behind %s", (_name, trustProxy) => {
  it("counts the address the proxy appended, whatever the client wrote before it", async () => {
    const app = await appBehind(trustProxy);
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, FAMILY);
    expect(await signInStatus(app, FAMILY)).toBe(429);
    expect(await signInStatus(app, `198.51.100.1, ${FAMILY}`)).toBe(429);
    expect(await signInStatus(app, `198.51.100.2, 198.51.100.3, ${FAMILY}`)).toBe(429);
    await app.close();
  });

  it("does not let a client take another address by writing it first", async () => {
    const app = await appBehind(trustProxy);
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, FAMILY);
    expect(await signInStatus(app, `${FAMILY}, 198.51.100.4`)).toBe(401);
    await app.close();
  });
});

describe("behind proxies named by address", () => {
  it("believes no X-Forwarded-For from a client that reached the server directly", async () => {
    const app = await appBehind({ addresses: ["10.0.0.0/8"] });
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, "192.0.2.50");
    expect(await signInStatus(app, "198.51.100.5", "192.0.2.50")).toBe(429);
    expect(await signInStatus(app, "198.51.100.5", "10.1.2.3")).toBe(401);
    await app.close();
  });
});

describe("behind two proxies (TRUST_PROXY=2)", () => {
  it("counts the address the outer proxy appended", async () => {
    const app = await appBehind({ hops: 2 });
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, FAMILY);
    expect(await signInStatus(app, `198.51.100.6, ${FAMILY}, 10.0.0.7`)).toBe(429);
    expect(await signInStatus(app, `${FAMILY}, 198.51.100.6, 10.0.0.7`)).toBe(401);
    await app.close();
  });
});

describe("without a proxy (TRUST_PROXY=false)", () => {
  it("ignores X-Forwarded-For entirely", async () => {
    const app = await appBehind(false);
    await exhaustRateLimit(t.database.db, RATE_RULES.signInPerIp, "127.0.0.1");
    expect(await signInStatus(app, "198.51.100.7")).toBe(429);
    await app.close();
  });
});
