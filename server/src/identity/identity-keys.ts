import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { type IdentityCipher, type IdentityKey, identityCipher } from "./identity-cipher.ts";

/** Outside production, without IDENTITY_KEYS: a key made once and kept beside the data. */
const DEV_KEY_FILE = "identity-keys";

/** `id:base64,id:base64`, the current key first, as IDENTITY_KEYS holds them. */
function formatIdentityKeys(keys: readonly IdentityKey[]): string {
  return keys.map(({ id, key }) => `${id}:${key.toString("base64")}`).join(",");
}

/**
 * The cipher of identity numbers: IDENTITY_KEYS (required in production), else, on a
 * developer's machine, a key made at the first start and kept in `<DATA_DIR>/identity-keys`
 * (readable by the server's user only), so that the demo data stays readable across restarts.
 */
export async function openIdentityCipher(
  config: Pick<Config, "identityKeys" | "dataDir">,
): Promise<IdentityCipher> {
  if (config.identityKeys) return identityCipher(config.identityKeys);
  const file = path.join(config.dataDir, DEV_KEY_FILE);
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept) return identityCipher(parseIdentityKeys(kept.trim()));
  const made = [{ id: "dev", key: randomBytes(32) }];
  await mkdir(config.dataDir, { recursive: true });
  // "wx": another process that made one first wins, and this one reads it.
  await writeFile(file, formatIdentityKeys(made), { mode: 0o600, flag: "wx" }).catch(() => {});
  return identityCipher(parseIdentityKeys((await readFile(file, "utf8")).trim()));
}

/** Reads IDENTITY_KEYS; throws with what is wrong (config.ts names the variable). */
export function parseIdentityKeys(text: string): IdentityKey[] {
  const keys = text.split(",").map((entry) => {
    const [id = "", base64 = "", ...rest] = entry.trim().split(":");
    const key = Buffer.from(base64, "base64");
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || rest.length > 0 || key.length !== 32) {
      throw new Error(
        "must be id:key pairs separated by commas, the current key first, each key 32 random " +
          "bytes in base64 (`openssl rand -base64 32`), e.g. 2026-11:<key>",
      );
    }
    return { id, key };
  });
  if (new Set(keys.map((entry) => entry.id)).size !== keys.length) {
    throw new Error("must not name a key twice");
  }
  return keys;
}
