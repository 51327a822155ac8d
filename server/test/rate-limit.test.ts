import { describe, expect, it } from "vitest";
import { enforceRateLimits, type RateRule } from "../src/auth/rate-limit.ts";
import { loadConfig } from "../src/config.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const RULE: RateRule = { name: "test:rule", limit: 3, windowMs: 60_000 };

async function attempts(count: number, multiplier?: number) {
  for (let i = 0; i < count; i++)
    await enforceRateLimits(t.database.db, [[RULE, "someone"]], multiplier);
}

describe("rate limits", () => {
  it("refuses the attempt after the limit with 429 and Retry-After", async () => {
    await attempts(3);
    const refusal = attempts(1);
    await expect(refusal).rejects.toMatchObject({ statusCode: 429 });
    await expect(refusal).rejects.toHaveProperty("headers.retry-after");
  });

  it("scales every limit by RATE_LIMIT_MULTIPLIER", async () => {
    await attempts(6, 2);
    await expect(attempts(1, 2)).rejects.toMatchObject({ statusCode: 429 });
  });

  it("reads the multiplier from the environment, 1 unless told", () => {
    expect(loadConfig({}).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: "20" }).rateLimitMultiplier).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: "0" })).toThrow("RATE_LIMIT_MULTIPLIER");
  });
});
