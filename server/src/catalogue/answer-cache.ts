/**
 * catalogue/: the bytes of catalogue answers, kept per process and reused while the catalogue
 * has not changed (ADR 0020).
 *
 * The database keeps the catalogue's version (migration 0004: a trigger gives it a new random
 * value, in the same transaction, whenever a helper or a supplier changes), and every request
 * reads it first: one indexed single-row select instead of the page's queries, serialisation
 * and compression. A change made through any process is therefore seen by the next request
 * to every process. Answers also depend on the day (ages), so the cache empties at midnight UTC.
 * Answers carry a strong ETag and `Cache-Control: private, no-cache`, so a browser revalidates
 * and gets 304 while nothing changed.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";

interface Entry {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** As @fastify/compress: smaller answers are not worth compressing. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 6;

export interface AnswerCache {
  /**
   * Answers `produce()`'s value, serialised by the route's response schema, or the bytes kept
   * for the same URL and viewer kind since the catalogue last changed.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
  ): Promise<void>;
}

export function createAnswerCache(db: Db, { maxEntries = 500 } = {}): AnswerCache {
  let version: string | null = null;
  let day = "";
  const entries = new Map<string, Entry>();

  return {
    async send(request, reply, produce) {
      const current = await catalogueVersion(db);
      const today = new Date().toISOString().slice(0, 10);
      if (current !== version || today !== day) {
        entries.clear();
        version = current;
        day = today;
      }
      const key = `${request.viewer ? "signed-in" : "anonymous"} ${request.url}`;
      let entry = entries.get(key);
      if (entry) {
        // Most recently used last: the first one is the one to drop.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        const body = Buffer.from(reply.serialize(await produce()) as string);
        entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
        // Not if another request saw a newer version meanwhile: this answer may be older.
        if (current !== null && current === version && today === day) {
          entries.set(key, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
      }
      sendEntry(request, reply, entry);
    },
  };
}

/** The catalogue's current version, or null if its row is missing (then nothing is kept). */
export async function catalogueVersion(db: Db): Promise<string | null> {
  const result = (await db.execute(
    sql`select version::text as version from catalogue_version where id = 1`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? null;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply
    .header("content-type", "application/json; charset=utf-8")
    .header("etag", entry.etag)
    .header("cache-control", "private, no-cache")
    .header("vary", "Accept-Encoding, Cookie");
  if (matchesEtag(request.headers["if-none-match"], entry.etag)) {
    reply.code(304).send();
    return;
  }
  const encoding =
    entry.body.length < COMPRESS_THRESHOLD
      ? null
      : preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === "br") {
    entry.br ??= brotliCompressSync(entry.body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    reply.header("content-encoding", "br").send(entry.br);
  } else if (encoding === "gzip") {
    entry.gzip ??= gzipSync(entry.body);
    reply.header("content-encoding", "gzip").send(entry.gzip);
  } else {
    reply.send(entry.body);
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Brotli, else gzip, as the client accepts them (q=0 refuses one); null: send as is. */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}
