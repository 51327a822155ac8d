// What the measuring scripts (bench/catalogue.mjs, bench/admin-list.mjs, bench/chaos/)
// share: the processes, folders and clean-ups they must leave nothing of, free ports in a range
// of their own on 127.0.0.1, node processes started and awaited, and a throwaway PostgreSQL 15
// cluster started as .ci/run starts one.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DEMO_ACCOUNTS } from "../../server/src/demo/demo-accounts.ts";

export const HOST = "127.0.0.1";
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

/** The demo accounts' sign-in bodies (server/src/demo/demo-accounts.ts, created with the demo data). */
export const DEMO_SIGN_IN = {
  admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  customer: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
};

/**
 * Signs a demo account in at `base` (the administrator at the admin door) and answers its
 * session cookie header, `sid=…`.
 * @param {string} base
 * @param {keyof typeof DEMO_SIGN_IN} account
 */
export async function signInDemo(base, account) {
  const door = account === "admin" ? "/api/admin/auth/login" : "/api/auth/login";
  const response = await fetch(`${base}${door}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(DEMO_SIGN_IN[account]),
  });
  if (!response.ok) throw new Error(`${account} sign-in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
  if (!cookie) throw new Error(`${account} sign-in set no session cookie`);
  return /** @type {string} */ (cookie.split(";")[0]);
}

/**
 * Children are killed, clean-ups run (last first) and temporary folders removed when the
 * script exits, however it exits; after `timeLimitS` it stops with exit code 1.
 * @param {{ name: string, ports: [number, number], timeLimitS?: number }} options
 */
export function createHarness({ name, ports: [firstPort, lastPort], timeLimitS }) {
  /** @type {Set<import("node:child_process").ChildProcess>} */
  const children = new Set();
  /** @type {string[]} */
  const tempDirs = [];
  /** @type {(() => void)[]} */
  const cleanups = [];
  let cleanedUp = false;

  /** Synchronous, so that it also runs on an unexpected exit. */
  function cleanUp() {
    if (cleanedUp) return;
    cleanedUp = true;
    for (const child of children) child.kill("SIGKILL");
    for (const cleanup of cleanups.reverse()) {
      try {
        cleanup();
      } catch (error) {
        console.error("cleanup:", /** @type {Error} */ (error).message);
      }
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  }
  process.on("exit", cleanUp);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  if (timeLimitS) {
    setTimeout(() => {
      console.error(`${name}: time limit reached, stopping`);
      process.exit(1);
    }, timeLimitS * 1000).unref();
  }

  /** @param {string} prefix */
  function tempDir(prefix) {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  }

  const takenPorts = new Set();
  /** A free port in the script's own range. */
  async function freePort() {
    for (let port = firstPort; port <= lastPort; port++) {
      if (takenPorts.has(port)) continue;
      if (await portIsFree(port)) {
        takenPorts.add(port);
        return port;
      }
    }
    throw new Error(`no free port in ${firstPort}-${lastPort}`);
  }

  /**
   * `node args…` from the project's root with only PATH, HOME and `env`; `ready` resolves when
   * its output shows `readyLine`, `stop()` sends SIGTERM (SIGKILL after 20 s) and gives the
   * exit code.
   * @param {string[]} args
   * @param {Record<string, string | undefined>} env
   * @param {string} readyLine
   */
  function startProcess(args, env, readyLine) {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(child);
    let output = "";
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk;
      if (output.length > 100_000) output = output.slice(-50_000);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const exited = new Promise((resolve) =>
      child.on("exit", (code) => {
        children.delete(child);
        resolve(code);
      }),
    );
    const ready = (async () => {
      const deadline = Date.now() + 600_000;
      while (!output.includes(readyLine)) {
        if (child.exitCode !== null)
          throw new Error(`process exited at start:\n${output.slice(-3000)}`);
        if (Date.now() > deadline) throw new Error(`not ready in time:\n${output.slice(-3000)}`);
        await sleep(50);
      }
    })();
    return {
      child,
      ready,
      output: () => output,
      stop: async () => {
        if (child.exitCode !== null) return child.exitCode;
        child.kill("SIGTERM");
        const code = await Promise.race([exited, sleep(20_000).then(() => "timeout")]);
        if (code === "timeout") child.kill("SIGKILL");
        return code;
      },
    };
  }

  /** @param {string} message */
  const progress = (message) => console.error(`  ${message}`);
  return { children, cleanups, tempDir, freePort, startProcess, progress };
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * @param {string} command
 * @param {string[]} args
 */
function asPostgres(command, args) {
  return isRoot
    ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] }
    : { command, args };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<string>} its output
 */
function runAsPostgres(command, args, timeoutMs = 60_000) {
  const call = asPostgres(command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(call.command, call.args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`));
    });
  });
}

/** @param {string} name */
function userIds(name) {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A throwaway PostgreSQL 15 cluster on a free port of the harness, stopped at exit, with
 * `settings` (`-c name=value` each); it can be stopped and started again (outages).
 * @param {ReturnType<typeof createHarness>} harness
 * @param {{ prefix: string, settings?: string[] }} options
 */
export async function throwawayPostgres(harness, { prefix, settings = [] }) {
  if (!existsSync(path.join(PG_BIN, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql-15)`);
  }
  const dir = harness.tempDir(prefix);
  if (isRoot) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const port = await harness.freePort();
  const data = path.join(dir, "data");
  const pgCtl = path.join(PG_BIN, "pg_ctl");
  const options = [`-p ${port}`, `-k ${dir}`, `-c listen_addresses=${HOST}`]
    .concat(settings.map((setting) => `-c ${setting}`))
    .join(" ");
  await runAsPostgres(path.join(PG_BIN, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
  ]);
  const log = path.join(dir, "postgres.log");
  const start = () => runAsPostgres(pgCtl, ["-D", data, "-l", log, "-w", "-o", options, "start"]);
  await start();
  harness.cleanups.push(() => {
    const call = asPostgres(pgCtl, ["-D", data, "-m", "immediate", "stop"]);
    spawnSync(call.command, call.args, { stdio: "ignore", timeout: 30_000 });
  });
  return {
    port,
    start,
    stop: () => runAsPostgres(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]),
    /** @param {string} name */
    createDatabase: async (name) => {
      const createdb = path.join(PG_BIN, "createdb");
      await runAsPostgres(createdb, ["-h", HOST, "-p", String(port), "-U", "postgres", name]);
      return `postgres://postgres@${HOST}:${port}/${name}`;
    },
  };
}
