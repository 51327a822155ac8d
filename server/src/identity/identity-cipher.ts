/**
 * identity/: identity numbers (NRIC/FIN, passport numbers) are kept encrypted with AES-256-GCM
 * (ADR 0044). A sealed value names the key it was sealed with, so that after a rotation the
 * old rows still open and can be sealed again with the new key; each value is bound to its
 * field (the additional authenticated data), so that one cannot be moved into another column.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface IdentityKey {
  /** Short, stable name kept in every value sealed with it, e.g. `2026-11`. */
  id: string;
  /** 32 random bytes. */
  key: Buffer;
}

const FORMAT = "v1";
const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;

export class IdentityCipherError extends Error {}

export interface IdentityCipher {
  /** `v1.<key id>.<iv>.<ciphertext>.<tag>`, base64url, for `field` (e.g. `employer.nric`). */
  seal(plain: string, field: string): string;
  /** The plain value; throws when it was not sealed for `field` with a known key, or was changed. */
  open(sealed: string, field: string): string;
  /** Whether a sealed value was sealed with a key other than the current one (seal it again). */
  isStale(sealed: string): boolean;
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");

/** A cipher over a key ring whose first key is the current one; the others only open. */
export function identityCipher(keys: readonly IdentityKey[]): IdentityCipher {
  const [current] = keys;
  if (!current) throw new IdentityCipherError("identity numbers need at least one key");
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));

  function parts(sealed: string) {
    const [format, keyId, iv, ciphertext, tag, ...rest] = sealed.split(".");
    if (format !== FORMAT || !keyId || !iv || !ciphertext || !tag || rest.length > 0) {
      throw new IdentityCipherError("not a sealed identity number");
    }
    return { keyId, iv, ciphertext, tag };
  }

  return {
    seal(plain, field) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current.key, iv);
      cipher.setAAD(Buffer.from(field));
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [FORMAT, current.id, b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join(".");
    },

    open(sealed, field) {
      const { keyId, iv, ciphertext, tag } = parts(sealed);
      const key = byId.get(keyId);
      if (!key) {
        throw new IdentityCipherError(
          `sealed with key "${keyId}", which IDENTITY_KEYS no longer holds: add it back after the current key`,
        );
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      try {
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new IdentityCipherError(`does not open as ${field}: changed, or another field's`);
      }
    },

    isStale(sealed) {
      return parts(sealed).keyId !== current.id;
    },
  };
}
