import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  MAX_CONCURRENT_HASHES,
  PRODUCTION_PASSWORD_HASH_COST,
  verifyPassword,
} from "../src/auth/password.ts";
import { TEST_PASSWORD_HASH_COST } from "./support/cheap-password-hashes.ts";

describe("password hashes", () => {
  it("are made at OWASP's cost and verify the password they were made from, and no other", async () => {
    const hash = await hashPassword("Harbour8view", PRODUCTION_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(hash, "Harbour8view")).toBe(true);
    expect(await verifyPassword(hash, "Harbour8View")).toBe(false);
  });

  it("record their cost, so that one made at another cost still verifies", async () => {
    const cheap = await hashPassword("Harbour8view");
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect(await verifyPassword(cheap, "Harbour8view")).toBe(true);
    expect(await verifyPassword(cheap, "harbour8view")).toBe(false);
  });

  it("leave the thread pool's other threads to file reads while many are made at once", async () => {
    const finished: string[] = [];
    const hashes = Array.from({ length: MAX_CONCURRENT_HASHES + 6 }, (_, i) =>
      hashPassword(`Password-${i}`, PRODUCTION_PASSWORD_HASH_COST).then(() =>
        finished.push("hash"),
      ),
    );
    // Queued behind the hashes, a read would wait for the first of them to end.
    const read = readFile(import.meta.filename).then(() => finished.push("read"));
    await Promise.all([...hashes, read]);
    expect(finished[0]).toBe("read");
  });
});
