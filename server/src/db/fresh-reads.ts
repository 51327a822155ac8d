/**
 * What a request must read from the database after it arrived, read once for all the requests
 * waiting at that moment (ADR 0022): the catalogue's version (answer-cache.ts) and the sessions of
 * their cookies (auth/session-repository.ts).
 *
 * A request joins the next read; while one read is out, the requests that arrive wait for the
 * one after it. So every request's version and session come from a query that started after
 * the request arrived: a helper change, a sign-out or a password reset committed before a
 * request arrived, by any process or by hand, is seen by that request, exactly as with a query
 * per request, but under load one query answers many requests (one round trip in flight per
 * process), and a signed-in catalogue request needs no second query for its session.
 */
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import type { Db } from "./database.ts";
import { type PreparedStatement, preparedRunner, type RunPrepared } from "./prepared-statements.ts";

/** A session row as read: the (active) user it signs in, and when it was last seen. */
interface SessionRow {
  tokenHash: string;
  id: number;
  name: string;
  email: string;
  role: "customer" | "helper" | "admin";
  staffRole: StaffRole | null;
  phone: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface FreshRead {
  /** Increases with every read of this process: a higher one was started later. */
  seq: number;
  /** The catalogue's version; null if its row is missing (then nothing is kept). */
  catalogueVersion: string | null;
  /** Sessions asked for that exist (expiry and idleness are checked by the caller). */
  sessions: Map<string, SessionRow>;
}

interface Batch {
  tokenHashes: Set<string>;
  waiters: { resolve: (read: FreshRead) => void; reject: (error: unknown) => void }[];
}

export interface FreshReader {
  /** The catalogue version and, when `tokenHash` is given, that session, read after this call. */
  read(tokenHash?: string): Promise<FreshRead>;
}

const readers = new WeakMap<Db, FreshReader>();

/** One reader per database handle, shared by every app of the process on it. */
export function freshReader(db: Db): FreshReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createFreshReader(preparedRunner(db));
    readers.set(db, reader);
  }
  return reader;
}

/** A reader whose reads run on `run`; `freshReader` gives the one of a database. */
export function createFreshReader(run: RunPrepared): FreshReader {
  /** The requests waiting for the next read; `reading` while one is out. */
  let next: Batch | null = null;
  let reading = false;
  let seq = 0;

  const start = () => {
    const batch = next;
    if (reading || !batch) return;
    next = null;
    reading = true;
    const settle = (outcome: (waiter: Batch["waiters"][number]) => void) => {
      reading = false;
      // Those that arrived while this read was out: a new read, started after they arrived.
      start();
      for (const waiter of batch.waiters) outcome(waiter);
    };
    query(run, [...batch.tokenHashes], ++seq).then(
      (read) => settle((waiter) => waiter.resolve(read)),
      (error: unknown) => settle((waiter) => waiter.reject(error)),
    );
  };

  return {
    read(tokenHash) {
      return new Promise<FreshRead>((resolve, reject) => {
        if (!next) {
          next = { tokenHashes: new Set(), waiters: [] };
          // Requests that arrive in the same turn of the event loop join this read.
          setImmediate(start);
        }
        if (tokenHash) next.tokenHashes.add(tokenHash);
        next.waiters.push({ resolve, reject });
      });
    },
  };
}

const VERSION: PreparedStatement = {
  name: "fresh-read-version",
  text: "select version::text as version from catalogue_version where id = 1",
};

/** The version, and the sessions among the token hashes given (an array literal) with their users. */
const VERSION_AND_SESSIONS: PreparedStatement = {
  name: "fresh-read-version-and-sessions",
  text: `select v.version::text as version, s.token_hash, u.id, u.name, u.email, u.role,
           u.staff_role, u.phone, s.last_seen_at, s.expires_at
         from (select 1) one
         left join catalogue_version v on v.id = 1
         left join (sessions s join users u on u.id = s.user_id and u.deactivated_at is null)
           on s.token_hash = any($1::text[])`,
};

async function query(run: RunPrepared, tokenHashes: string[], seq: number): Promise<FreshRead> {
  const rows =
    tokenHashes.length === 0
      ? await run(VERSION)
      : await run(VERSION_AND_SESSIONS, [`{${tokenHashes.join(",")}}`]);
  const sessions = new Map<string, SessionRow>();
  let catalogueVersion: string | null = null;
  for (const row of rows) {
    if (typeof row.version === "string") catalogueVersion = row.version;
    if (typeof row.token_hash !== "string") continue;
    sessions.set(row.token_hash, {
      tokenHash: row.token_hash,
      id: Number(row.id),
      name: String(row.name),
      email: String(row.email),
      role: row.role as SessionRow["role"],
      staffRole: (row.staff_role ?? null) as StaffRole | null,
      phone: String(row.phone ?? ""),
      lastSeenAt: new Date(row.last_seen_at as string | Date),
      expiresAt: new Date(row.expires_at as string | Date),
    });
  }
  return { seq, catalogueVersion, sessions };
}
