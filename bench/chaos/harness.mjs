// bench/chaos/: what every chaos scenario (bench/chaos/<scenario>.mjs, run by bench/chaos.mjs)
// shares: the options, the harness's clean-ups and ports, HTTP requests to the server on
// 127.0.0.1, starting and stopping the built server on a site (a data directory and a
// database), the demo accounts' sessions, helper forms with a photo, the throwaway PostgreSQL
// cluster, and running each scenario under its time limit into one row of the table.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { PHOTO_SIZES } from "../../contract/src/limits.ts";
import { createHarness, DEMO_SIGN_IN, HOST, throwawayPostgres } from "../support/harness.mjs";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const SERVER_ENTRY = path.join(ROOT, "server", "dist", "server.js");
const ONLY = process.env.CHAOS_ONLY ? new Set(process.env.CHAOS_ONLY.split(",")) : null;
export const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3);
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** contract/src/limits.ts PHOTO_SIZES, each clear and blurred. */
const PHOTO_FILES = Object.keys(PHOTO_SIZES).flatMap((size) => [
  `${size}.webp`,
  `${size}-blurred.webp`,
]);

/**
 * A scenario's row: `held` null when it could not run here (it does not fail the run).
 * @typedef {{ held: boolean | null, figures: string }} Outcome
 * @typedef {{ admin: string, customer: string }} SessionCookies
 * A site: one database (PGlite in dataDir, or a PostgreSQL database) with its uploads; the
 * demo accounts' sessions once its server was started by startSite.
 * @typedef {{ kind: string, dataDir: string, databaseUrl: string, cookies: SessionCookies | null, port: number }} Site
 * @typedef {{ embedded: Site, postgres: () => Promise<Site> }} Sites
 * @typedef {{ key: string, name: string, tried: string, limitMs: number, run: (sites: Sites) => Promise<Outcome> }} Scenario
 */

/**
 * What `request` resolves with: the status, headers and body of an answer, or `error`.
 * @typedef {object} Answer
 * @property {number} [status]
 * @property {import("node:http").IncomingHttpHeaders} [headers]
 * @property {string} [text]
 * @property {string} [error] a socket error code, or "timeout"
 * @property {number} ms
 * @property {number} startedAt
 * @property {number} endedAt
 *
 * @typedef {object} RequestOptions
 * @property {string | null} [cookie]
 * @property {unknown} [json]
 * @property {Buffer} [body]
 * @property {string | null} [contentType]
 * @property {number} [timeoutMs]
 * @property {http.Agent} [agent]
 * @property {string} [localAddress]
 * @property {() => void} [onSent]
 *
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, at: number }} Exit
 * @typedef {Awaited<ReturnType<typeof startServer>>} Server
 * A helper of the admin list, as far as the scenarios read her.
 * @typedef {{ id: number, name: string, isActive: boolean, imageUrl?: string | null }} AdminHelper
 * @typedef {{ body: Buffer, contentType: string | null }} HelperForm
 */

// ---------------------------------------------------------------- cleanup, ports and HTTP

export const harness = createHarness({ name: "chaos", ports: [3300, 3399] });
export const { children, cleanups, tempDir, freePort, progress } = harness;

const sharedAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * One request to the server on 127.0.0.1. Resolves (never rejects) with the status and
 * body, or with `error` (a socket error code, or "timeout"), and the times it took.
 * @param {number} port
 * @param {string} method
 * @param {string} urlPath
 * @param {RequestOptions} [options]
 * @returns {Promise<Answer>}
 */
export function request(port, method, urlPath, options = {}) {
  const {
    cookie,
    json,
    body,
    contentType,
    timeoutMs = 15_000,
    agent = sharedAgent,
    localAddress,
    onSent,
  } = options;
  const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
  /** @type {Record<string, string>} */
  const headers = {};
  if (method !== "GET") headers.origin = `http://${HOST}:${port}`;
  if (cookie) headers.cookie = cookie;
  if (payload) {
    headers["content-type"] = contentType ?? "application/json";
    headers["content-length"] = String(payload.length);
  }
  const startedAt = Date.now();
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    /** @param {Omit<Answer, "ms" | "startedAt" | "endedAt">} outcome */
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: performance.now() - started, startedAt, endedAt: Date.now() });
    };
    const to = { host: HOST, port, method, path: urlPath, headers, agent, localAddress };
    const req = http.request(to, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        settle({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", (error) =>
        settle({ error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }),
      );
    });
    const timer = setTimeout(() => {
      settle({ error: "timeout" });
      req.destroy();
    }, timeoutMs);
    req.on("error", (error) =>
      settle({ error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }),
    );
    if (onSent) req.on("finish", onSent);
    req.end(payload);
  });
}

/**
 * The answer's JSON body, or undefined.
 * @param {Answer} response
 * @returns {any}
 */
export function jsonOf(response) {
  try {
    return JSON.parse(/** @type {string} */ (response.text));
  } catch {
    return undefined;
  }
}

/** @param {Answer} response */
export const ok = (response) =>
  response.status !== undefined && response.status >= 200 && response.status < 300;

/**
 * The answer's JSON body; throws unless it is 2xx.
 * @param {Answer} response
 * @param {string} what
 * @returns {Promise<any>}
 */
export async function expectOk(response, what) {
  if (!ok(response)) {
    throw new Error(`${what}: ${response.status ?? response.error} ${response.text ?? ""}`);
  }
  return jsonOf(response);
}

// ---------------------------------------------------------------- the server

/**
 * A site: one database (PGlite in dataDir, or a PostgreSQL database) with its uploads.
 * @param {"pglite" | "postgres"} kind
 * @returns {Site}
 */
export function site(kind, databaseUrl = "") {
  return { kind, dataDir: tempDir(`maids-chaos-${kind}-`), databaseUrl, cookies: null, port: 0 };
}

/**
 * `under`: a command that runs node, such as AS_PROCESS_ONE (crash-pid1.mjs).
 * @param {Site} target
 * @param {Record<string, string>} [env]
 * @param {{ readyWithinMs?: number, under?: string[] }} [options]
 */
export async function startServer(target, env = {}, { readyWithinMs = 180_000, under = [] } = {}) {
  target.port ||= await freePort();
  const [executable = process.execPath, ...args] = [...under, process.execPath, SERVER_ENTRY];
  const child = spawn(executable, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // Not production: demo data needs no extra confirmation there.
      NODE_ENV: "development",
      HOST,
      PORT: String(target.port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      DEMO_DATA: "on",
      LOG_LEVEL: "warn",
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  /** @type {string[]} */
  const lines = [];
  /** @type {Set<() => void>} */
  const lineListeners = new Set();
  let partial = "";
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    const text = partial + chunk;
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
    for (const listener of lineListeners) listener();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  /**
   * Resolves once `count` output lines match `predicate`.
   * @param {(line: string) => boolean} predicate
   * @param {number} count
   * @param {number} timeoutMs
   */
  const waitForLines = (predicate, count, timeoutMs) =>
    /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        const check = () => {
          if (lines.filter(predicate).length < count) return;
          lineListeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          lineListeners.delete(check);
          reject(new Error(`the server did not log it within ${timeoutMs} ms`));
        }, timeoutMs);
        lineListeners.add(check);
        check();
      })
    );
  const server = {
    child,
    pid: /** @type {number} */ (child.pid),
    port: target.port,
    exited,
    lines,
    waitForLines,
    startMs: 0,
  };
  const deadline = Date.now() + readyWithinMs;
  let exit = /** @type {{ code: number | null } | null} */ (null);
  exited.then((value) => {
    exit = value;
  });
  const startedAt = Date.now();
  for (;;) {
    if (exit)
      throw new Error(`server exited (${exit.code}) at start:\n${lines.slice(-20).join("\n")}`);
    const ready = await request(target.port, "GET", "/readyz", { timeoutMs: 5_000 });
    if (ready.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within ${readyWithinMs} ms`);
    }
    await sleep(100);
  }
  server.startMs = Date.now() - startedAt;
  // The server's own process (`child` may be the command it runs under).
  if (under.length > 0) server.pid = onlyChildOf(child.pid);
  return server;
}

/**
 * The pid of the only child of `parentPid`.
 * @param {number | undefined} parentPid
 */
function onlyChildOf(parentPid) {
  return Number(readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, "utf8").trim());
}

/**
 * SIGTERM, and SIGKILL if it has not exited SHUTDOWN_TIMEOUT_MS + 5 s later.
 * @param {Server} server
 */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  process.kill(server.pid, "SIGTERM");
  const exit = await Promise.race([server.exited, sleep(SHUTDOWN_TIMEOUT_MS + 5_000)]);
  if (!exit) server.child.kill("SIGKILL");
  return server.exited;
}

/**
 * RSS once it has settled: sampled every 500 ms until two samples are within 1 % (at most 15 s).
 * @param {number} pid
 */
export async function settledRssMb(pid) {
  let previous = rssMb(pid);
  for (let i = 0; i < 30; i++) {
    await sleep(500);
    const current = rssMb(pid);
    if (Math.abs(current - previous) / previous < 0.01) return current;
    previous = current;
  }
  return previous;
}

/** @param {number} pid */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * @param {number} port
 * @param {"admin" | "customer"} kind
 * @param {{ email: string, password: string }} credentials
 */
async function signIn(port, kind, { email, password }) {
  const url = kind === "admin" ? "/api/admin/auth/login" : "/api/auth/login";
  const response = await request(port, "POST", url, { json: { email, password } });
  await expectOk(response, `${kind} sign-in`);
  const cookie = [response.headers?.["set-cookie"] ?? []]
    .flat()
    .find((value) => value.startsWith("sid="));
  if (!cookie) throw new Error(`${kind} sign-in set no session cookie`);
  return /** @type {string} */ (cookie.split(";")[0]);
}

/**
 * Starts the site's server, signing in the demo accounts the first time (sessions persist).
 * @param {Site} target
 * @param {Record<string, string>} [env]
 * @param {{ readyWithinMs?: number, under?: string[] }} [options]
 */
export async function startSite(target, env = {}, options = {}) {
  const server = await startServer(target, env, options);
  target.cookies ??= {
    admin: await signIn(server.port, "admin", DEMO_SIGN_IN.admin),
    customer: await signIn(server.port, "customer", DEMO_SIGN_IN.customer),
  };
  return server;
}

/**
 * The demo accounts' session cookies of a site whose server startSite started.
 * @param {Site} target
 */
export function sessionCookies(target) {
  if (!target.cookies) throw new Error("the site's server was not started by startSite");
  return target.cookies;
}

/**
 * @param {Site} target
 * @returns {Promise<AdminHelper[]>}
 */
export async function adminHelpers(target) {
  const response = await request(target.port, "GET", "/api/admin/maids", {
    cookie: sessionCookies(target).admin,
    timeoutMs: 30_000,
  });
  return expectOk(response, "admin list of helpers");
}

/**
 * The helpers the public catalogue lists: active and held by no placement case, so every
 * visitor can open and shortlist them (a helper a demo case holds answers 404 to others).
 * @param {Site} target
 * @returns {Promise<number[]>}
 */
export async function publicHelperIds(target) {
  const response = await request(target.port, "GET", "/api/catalogue/maids?page=1&limit=1000", {
    timeoutMs: 30_000,
  });
  const page = /** @type {{ maids: { id: number }[] }} */ (await expectOk(response, "catalogue"));
  return page.maids.map((maid) => maid.id);
}

/**
 * The demo customer's shortlist.
 * @param {Site} target
 * @returns {Promise<Set<number>>}
 */
export async function favouriteIds(target) {
  const response = await request(target.port, "GET", "/api/user/favorites", {
    cookie: sessionCookies(target).customer,
  });
  const favourites = /** @type {{ id: number }[]} */ (await expectOk(response, "favourites"));
  return new Set(favourites.map((maid) => maid.id));
}

/** @param {AdminHelper} maid */
export const photoKeyOf = (maid) =>
  /\/api\/images\/([0-9a-f-]{36})\//.exec(maid.imageUrl ?? "")?.[1];

/** @param {Site} target */
export function uploadDirs(target) {
  const uploads = path.join(target.dataDir, "uploads");
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads).filter((name) => /^[a-f0-9-]{36}$/.test(name));
}

/**
 * Problems with the photo files of `key`: every derivative present and not empty.
 * @param {Site} target
 * @param {string} key
 */
export function photoProblems(target, key) {
  const dir = path.join(target.dataDir, "uploads", key);
  return PHOTO_FILES.filter((file) => {
    const file_ = path.join(dir, file);
    return !existsSync(file_) || statSync(file_).size === 0;
  });
}

// ---------------------------------------------------------------- PostgreSQL

/** @type {Awaited<ReturnType<typeof throwawayPostgres>> | undefined} */
let cluster;
/** One throwaway PostgreSQL 15 cluster for the whole run, as .ci/run starts one. */
export async function postgresCluster() {
  cluster ??= await throwawayPostgres(harness, { prefix: "maids-chaos-pg-" });
  return cluster;
}

// ---------------------------------------------------------------- writes

/** @type {Buffer | undefined} */
let photo;
async function samplePhoto() {
  photo ??= await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><circle cx="300" cy="260" r="150" fill="#0c191b"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  return photo;
}

const NEW_HELPER = {
  country: "Indonesia",
  DOB: "1992-04-03",
  Religion: "Muslim",
  salary: 650,
  height: 155,
  weight: 50,
  loan: 800,
  supplier: "ID-7",
  maritalStatus: "Married",
  skills: ["Cooking"],
  languages: ["English"],
  type: ["Ex-Singapore"],
};

/**
 * A helper form with a photo, multipart as the admin screen sends it.
 * @param {string} name
 * @returns {Promise<HelperForm>}
 */
export async function helperForm(name) {
  const form = new FormData();
  form.append("data", JSON.stringify({ ...NEW_HELPER, name }));
  form.append("image", new Blob([await samplePhoto()], { type: "image/jpeg" }), "photo.jpg");
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type"),
  };
}

/**
 * @param {Site} target
 * @param {HelperForm} form
 * @param {RequestOptions} [options]
 */
export function createHelper(target, form, options = {}) {
  return request(target.port, "POST", "/api/admin/maid", {
    cookie: sessionCookies(target).admin,
    body: form.body,
    contentType: form.contentType,
    timeoutMs: 30_000,
    ...options,
  });
}

/**
 * @template T
 * @param {readonly T[]} list not empty
 */
export const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

/**
 * @template T
 * @param {T[]} list
 */
export function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = /** @type {[T, T]} */ ([copy[j], copy[i]]);
  }
  return copy;
}

// ---------------------------------------------------------------- the table

/** @type {({ name: string, tried: string } & Outcome)[]} */
const results = [];

/**
 * Runs `scenario` (unless CHAOS_ONLY leaves it out) within its time limit, into a row of the
 * table; a scenario that throws or overruns did not hold, and what it left running is killed.
 * @param {Scenario} scenario
 * @param {Sites} sites
 */
export async function runScenario({ key, name, tried, limitMs, run }, sites) {
  if (ONLY && !ONLY.has(key)) return;
  console.error(`▶ ${name}`);
  const started = Date.now();
  let timer;
  try {
    const outcome = await Promise.race([
      run(sites),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not finish within ${limitMs / 1000} s`)),
          limitMs,
        );
      }),
    ]);
    results.push({ name, tried, ...outcome });
  } catch (error) {
    results.push({
      name,
      tried,
      held: false,
      figures: `failed: ${/** @type {Error} */ (error).message.split("\n")[0]}`,
    });
    // Whatever the scenario left running stops here.
    for (const child of children) child.kill("SIGKILL");
  } finally {
    clearTimeout(timer);
  }
  const { held } = /** @type {Outcome} */ (results.at(-1));
  const outcome = held === null ? "not run" : held ? "held" : "DID NOT HOLD";
  console.error(`  ${outcome} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** @param {boolean | null} held */
const heldCell = (held) => (held === null ? "not run" : held ? "yes" : "**no**");

/** Prints the Markdown table of the rows so far; whether every scenario held or could not run. */
export function printTable() {
  const rows = [
    ["scenario", "tried", "held", "figures"],
    ["---", "---", "---", "---"],
    ...results.map((r) => [r.name, r.tried, heldCell(r.held), r.figures]),
  ];
  console.log(rows.map((row) => `| ${row.join(" | ")} |`).join("\n"));
  return results.every((r) => r.held !== false);
}
