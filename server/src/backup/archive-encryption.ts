/**
 * An encrypted backup archive (ADR 0034): the tar stream through AES-256-GCM, an
 * authenticated cipher, so that a changed byte anywhere (checksums recomputed or not) makes
 * the archive refuse to decrypt.
 *
 *   MAGIC (26 bytes) | IV (12 bytes) | ciphertext of the tar | GCM tag (16 bytes)
 *
 * The magic and the IV are authenticated too (additional data). The key is BACKUP_KEY,
 * 32 random bytes in base64.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { type Readable, Transform } from "node:stream";

const MAGIC = Buffer.from("MAIDS-BACKUP-AES-256-GCM1\n");
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;
const CIPHER = "aes-256-gcm";

/** The tar stream in, the encrypted archive out. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, iv]);
  const cipher = createCipheriv(CIPHER, key, iv);
  cipher.setAAD(header);
  const encrypting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, cipher.update(chunk));
    },
    flush(done) {
      done(null, Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    },
  });
  encrypting.push(header);
  return encrypting;
}

/** True when the file starts as an encrypted archive does. */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The tar inside an encrypted archive, as a stream that fails at its end when the archive was
 * changed or the key is not the one it was made with (GCM checks its tag only then: a reader
 * must not act on what it read before the stream ended without an error).
 */
export async function decryptingStream(file: string, key: Buffer): Promise<Readable> {
  const { size } = await stat(file);
  if (size < HEADER_BYTES + TAG_BYTES) throw new Error("shorter than its header and tag");
  const handle = await open(file, "r");
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv(CIPHER, key, header.subarray(MAGIC.length));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const input = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
  input.once("error", (error) => decipher.destroy(error));
  return input.pipe(decipher);
}
