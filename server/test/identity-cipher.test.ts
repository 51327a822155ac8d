import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IdentityCipherError, identityCipher } from "../src/identity/identity-cipher.ts";
import { openIdentityCipher } from "../src/identity/identity-keys.ts";

const key = (id: string) => ({ id, key: randomBytes(32) });

describe("identity numbers sealed at rest", () => {
  it("seals a number so that it opens again, and shows nothing of it", () => {
    const cipher = identityCipher([key("2026-11")]);
    const sealed = cipher.seal("S1234567D", "employer.nric");
    expect(sealed).toMatch(/^v1\.2026-11\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("1234567");
    expect(cipher.open(sealed, "employer.nric")).toBe("S1234567D");
    // A fresh nonce each time: equal numbers do not look equal at rest.
    expect(cipher.seal("S1234567D", "employer.nric")).not.toBe(sealed);
  });

  it("refuses a value changed at rest, moved to another field, or not sealed at all", () => {
    const cipher = identityCipher([key("k1")]);
    const sealed = cipher.seal("S1234567D", "employer.nric");
    const [format, id, iv, ciphertext, tag] = sealed.split(".");
    const flipped = `${ciphertext?.slice(0, -2)}${ciphertext?.endsWith("A") ? "B" : "A"}${ciphertext?.slice(-1)}`;
    expect(() => cipher.open([format, id, iv, flipped, tag].join("."), "employer.nric")).toThrow(
      IdentityCipherError,
    );
    expect(() => cipher.open(sealed, "spouse.nric")).toThrow(/does not open as spouse\.nric/);
    for (const plain of ["S1234567D", "v1.k1.a.b", ""]) {
      expect(() => cipher.open(plain, "employer.nric"), plain).toThrow(
        /not a sealed identity number/,
      );
    }
  });

  it("still opens values of an older key after a rotation, and says which to seal again", () => {
    const old = key("2026-01");
    const sealedBefore = identityCipher([old]).seal("G1234567X", "helper.passport");
    const rotated = identityCipher([key("2026-11"), old]);
    expect(rotated.open(sealedBefore, "helper.passport")).toBe("G1234567X");
    expect(rotated.isStale(sealedBefore)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealedBefore, "helper.passport"), "helper.passport");
    expect(rotated.isStale(resealed)).toBe(false);
    // Once the old key is dropped, its values no longer open, and the message says why.
    expect(() => identityCipher([key("2026-11")]).open(sealedBefore, "helper.passport")).toThrow(
      /sealed with key "2026-01", which IDENTITY_KEYS no longer holds/,
    );
  });
});

describe("the key outside production", () => {
  let dataDir = "";
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("is made once in the data directory, readable by the server's user only, and kept", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "identity-"));
    const first = await openIdentityCipher({ identityKeys: null, dataDir });
    const sealed = first.seal("S1234567D", "employer.nric");
    const file = path.join(dataDir, "identity-keys");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, "utf8")).toMatch(/^dev:[A-Za-z0-9+/]{43}=$/);
    const again = await openIdentityCipher({ identityKeys: null, dataDir });
    expect(again.open(sealed, "employer.nric")).toBe("S1234567D");
  });

  it("is never made when IDENTITY_KEYS gives the keys", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "identity-"));
    const configured = [key("2026-11")];
    const cipher = await openIdentityCipher({ identityKeys: configured, dataDir });
    expect(cipher.seal("S1234567D", "employer.nric")).toMatch(/^v1\.2026-11\./);
    await expect(stat(path.join(dataDir, "identity-keys"))).rejects.toThrow();
  });
});
