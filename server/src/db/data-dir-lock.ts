import { createHash, randomBytes } from "node:crypto";
import { type FileHandle, link, mkdir, open, realpath, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { ConfigError } from "../config.ts";

export class DatabaseInUseError extends Error {}

const LOCK_ATTEMPTS = 20;
const LOCK_RETRY_MS = 50;
/** A takeover guard older than this was left by a process that died mid-takeover. */
const ABANDONED_TAKEOVER_MS = 10_000;
/** sun_path holds 108 bytes on Linux (104 on macOS), the last one the terminating zero. */
const MAX_SOCKET_PATH_BYTES = process.platform === "darwin" ? 103 : 107;
/** `.` and 8 characters: the name a socket listens under before it becomes the lock. */
const OWN_NAME_SUFFIX_BYTES = 9;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Where the lock is: `<parent>/<basename>.lock`, spelt absolute or, if that is too long
 * for a socket, relative to the working directory; on Windows, a named pipe.
 */
interface Lock {
  kind: "socket" | "pipe";
  path: string;
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt
 * it. The lock is a listening Unix socket next to the directory (a named pipe on
 * Windows), which the kernel stops the moment its process dies, however it dies (kill -9,
 * out of memory, a zombie not reaped yet). So a lock is held while a connection to it
 * succeeds; no process id is involved, and a reused one (node is process 1 in every
 * container) cannot keep a dead owner's lock. A refused connection means a leftover
 * socket (or an older version's lock file holding a pid); it is removed under an atomic
 * guard, so two processes starting together never both win.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lock = await lockOf(dataDir);
  for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt++) {
    const holder = await claim(lock);
    if (holder) return () => release(lock, holder);
    const owner = await probe(lock.path);
    if (owner === "alive") {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another process: a server or ` +
          "`npm run create-admin` has it open. Stop that process first.",
      );
    }
    if (owner === "dead" && lock.kind === "socket") await removeStaleLock(lock.path);
    // "gone": its owner has just released it. Otherwise another process is taking it over.
    if (owner !== "gone") await delay(LOCK_RETRY_MS);
  }
  throw new DatabaseInUseError(
    `The embedded database in ${dataDir} is being opened by another process. Try again.`,
  );
}

async function lockOf(dataDir: string): Promise<Lock> {
  if (process.platform === "win32") {
    const key = (await realpath(dataDir)).toLowerCase();
    const hash = createHash("sha256").update(key).digest("hex").slice(0, 32);
    return { kind: "pipe", path: `\\\\.\\pipe\\maids-pglite-${hash}` };
  }
  const file = path.resolve(dataDir, "..", `${path.basename(dataDir)}.lock`);
  // Relative only when needed: the working directory must then stay the same until release.
  const limit = MAX_SOCKET_PATH_BYTES - OWN_NAME_SUFFIX_BYTES;
  const fits = (name: string) => Buffer.byteLength(name) <= limit;
  const spelling = fits(file) ? file : path.relative(process.cwd(), file);
  if (!fits(spelling)) {
    throw new ConfigError(
      `The embedded database's lock ${file} needs a path of at most ${limit} bytes ` +
        "(a Unix socket's limit). Use a shorter DATA_DIR, or start the server nearer to it.",
    );
  }
  return { kind: "socket", path: spelling };
}

/**
 * A server holding the lock, or null if another process has it (or had it). A socket
 * listens under a name of its own first and is then linked to the lock's name, which
 * fails if that exists: so the lock never exists without a listener, and a refused
 * connection always means its owner is gone.
 */
async function claim(lock: Lock): Promise<net.Server | null> {
  if (lock.kind === "pipe") return listenOn(lock.path);
  const ownName = `${lock.path}.${randomBytes(6).toString("base64url")}`;
  const server = await listenOn(ownName);
  if (!server) throw lockError(ownName, "EADDRINUSE");
  try {
    await link(ownName, lock.path);
    return server;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await closeServer(server);
    if (code === "EEXIST") return null;
    throw lockError(lock.path, code, error);
  } finally {
    await rm(ownName, { force: true });
  }
}

/** A server listening on `address`, or null if something is there already. */
function listenOn(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    // Nobody talks to the lock: a connection only proves that it is held.
    const server = net.createServer((connection) => connection.destroy());
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(null);
      else reject(lockError(address, error.code, error));
    });
    server.listen(address, () => {
      server.unref();
      // A failed accept (too many open files) must not crash the process holding the lock.
      server.on("error", () => {});
      resolve(server);
    });
  });
}

function lockError(address: string, code: string | undefined, cause?: unknown) {
  return new Error(
    `Cannot create the embedded database's lock ${address} (${code}); the data ` +
      "directory must be on a local file system that allows Unix sockets.",
    { cause },
  );
}

/** The lock's name goes first: it must never be there without a listener. */
async function release(lock: Lock, holder: net.Server) {
  if (lock.kind === "socket") await rm(lock.path, { force: true });
  await closeServer(holder);
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * "alive": a process listens there. "dead": something is there, but no process listens
 * (a crashed owner's socket, an older version's lock file). "gone": nothing is there.
 */
function probe(address: string): Promise<"alive" | "dead" | "gone"> {
  return new Promise((resolve) => {
    const connection = net.connect(address);
    const settle = (owner: "alive" | "dead" | "gone") => {
      connection.destroy();
      resolve(owner);
    };
    connection.setTimeout(PROBE_TIMEOUT_MS, () => settle("alive"));
    connection.once("connect", () => settle("alive"));
    connection.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") settle("gone");
      else if (error.code === "ECONNREFUSED" || error.code === "ENOTSOCK") settle("dead");
      // Anything else (EAGAIN: its backlog is full) cannot prove the owner dead.
      else settle("alive");
    });
  });
}

async function removeStaleLock(lockPath: string) {
  const guard = `${lockPath}.takeover`;
  if (!(await createExclusively(guard))) {
    const guardAge = await stat(guard).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (guardAge > ABANDONED_TAKEOVER_MS) await rm(guard, { force: true });
    return;
  }
  try {
    // Only a lock still dead: another process may have taken it over meanwhile.
    if ((await probe(lockPath)) === "dead") await rm(lockPath, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

async function createExclusively(file: string): Promise<boolean> {
  let handle: FileHandle;
  try {
    handle = await open(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  await handle.close();
  return true;
}
