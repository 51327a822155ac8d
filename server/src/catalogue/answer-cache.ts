/**
 * catalogue/: the bytes of catalogue answers, kept per process and reused while the catalogue
 * has not changed (ADR 0020, 0022).
 *
 * The database keeps the catalogue's version (migration 0004: a trigger gives it a new random
 * value, in the same transaction, whenever a helper or a supplier changes), and every request
 * has it read after it arrived (db/fresh-reads.ts: one query for all the requests waiting at
 * that moment, and for a signed-in request the same query as its session). A change made
 * through any process or by hand is therefore seen by the next request to every process.
 * Answers also depend on the day (ages, and the stand-in dates of birth of anonymous answers),
 * so the cache empties at midnight in Singapore (calendar.ts). Totals per filter set are kept under the same rule
 * (`memo`). At most `maxEntries` answers and `maxBytes` (their bodies and compressed copies
 * together) are kept (lru-cache), least recently used dropped first: a page may hold up to 1,000 helpers
 * (MAX_WHOLE_LIST_PAGE_SIZE), about 750 KB. Answers carry a strong ETag and
 * `Cache-Control: private, no-cache`, so a browser revalidates and gets 304 while nothing changed.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { familyViewer } from "../auth/access-control.ts";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { freshReader } from "../db/fresh-reads.ts";

interface Entry {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Bytes an entry holds: its body and the compressed copies made so far. */
const sizeOf = (entry: Entry) =>
  entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/** As @fastify/compress: smaller answers are not worth compressing. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 6;

/** Values kept as long as the answers: a page's total per filter set (ADR 0022). */
export type Memo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

export interface AnswerCache {
  /**
   * Answers `produce()`'s value, serialised by the route's response schema, or the bytes kept
   * for the same URL and viewer kind since the catalogue last changed. `memo` keeps a value
   * computed on the way (a count) under the same rule. `variant` names what else the answer
   * depends on that the URL and viewer kind do not say (a signed-in viewer's right to the
   * medical history), decided afresh by the caller on each request.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: (memo: Memo) => Promise<unknown>,
    variant?: string,
  ): Promise<void>;
  /** Drops every kept answer and value, and what they were made under (the app's `resetKeptState`). */
  clear(): void;
}

/** Told of each answer: kept bytes sent again (hit) or produced afresh (miss); the operator's metrics. */
export interface AnswerCacheCounter {
  hit(): void;
  miss(): void;
}

export function createAnswerCache(
  db: Db,
  { maxEntries = 500, maxValues = 1000, maxBytes = 64 * 1024 * 1024 } = {},
  counter?: AnswerCacheCounter,
): AnswerCache {
  /** What the kept entries were made under: the version read with the highest seq, the day. */
  let version: string | null = null;
  let versionSeq = 0;
  let day = "";
  // An answer that alone would push out half of the others is not kept.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 2,
    sizeCalculation: sizeOf,
  });
  const values = new LRUCache<string, { value: unknown }>({ max: maxValues });
  const reader = freshReader(db);

  return {
    clear() {
      entries.clear();
      values.clear();
      version = null;
      versionSeq = 0;
      day = "";
    },
    async send(request, reply, produce, variant) {
      // Read after this request arrived: with the session when it has a cookie, else now.
      const read = request.freshRead ?? (await reader.read());
      const today = singaporeToday();
      if (read.seq > versionSeq && (read.catalogueVersion !== version || today !== day)) {
        entries.clear();
        values.clear();
        version = read.catalogueVersion;
        day = today;
      }
      if (read.seq > versionSeq) versionSeq = read.seq;
      // Kept ones may be used, and new ones kept, only by a request that saw the same version
      // as the entries were made under (an older read may predate a change; a newer one clears).
      const current = () =>
        read.catalogueVersion !== null &&
        read.catalogueVersion === version &&
        today === day &&
        singaporeToday() === day;
      const memo: Memo = async (memoKey, compute) => {
        const kept = current() ? values.get(memoKey) : undefined;
        if (kept) return kept.value as never;
        const value = await compute();
        if (current()) values.set(memoKey, { value });
        return value;
      };
      const viewerKind = familyViewer(request.viewer) ? "signed-in" : "anonymous";
      const key = `${viewerKind}${variant ? `+${variant}` : ""} ${request.url}`;
      let entry = current() ? entries.get(key) : undefined;
      if (entry) {
        counter?.hit();
      } else {
        counter?.miss();
        const body = Buffer.from(reply.serialize(await produce(memo)) as string);
        entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
        // Not if another request saw a newer version meanwhile: this answer may be older.
        if (current()) entries.set(key, entry);
      }
      const before = sizeOf(entry);
      sendEntry(request, reply, entry);
      // A compressed copy made for this request is kept with the entry, and counted.
      if (entries.peek(key) === entry && sizeOf(entry) !== before) entries.set(key, entry);
    },
  };
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
function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
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
