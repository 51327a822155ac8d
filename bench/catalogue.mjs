// Load benchmark of the catalogue API: `npm run bench` (after `npm run build`).
//
//   npm run bench                          64 helpers (the demo data) on PostgreSQL
//   npm run bench -- --helpers 10000       seeds up to 10,000 helpers (bench/seed-helpers.mjs)
//   npm run bench -- --pglite              the embedded database instead
//   npm run bench -- --profile             CPU profile of page 1 under load, summarised
//   npm run bench -- --only flood          the floods a drawn page must survive (random analytics
//                                          cookie, campaign parameter, session cookie), each
//                                          with /livez's p99 while it runs
//   npm run bench -- --pglite-start --helpers 10000
//                                          PGlite: time to ready, peak and idle resident memory
//                                          (the server and its child processes), of the first
//                                          start on no data directory and of later ones (and
//                                          after a kill -9)
//
// Starts its own throwaway PostgreSQL 15 cluster (PG_BIN, default /usr/lib/postgresql/15/bin,
// run as the `postgres` user when root; with pg_stat_statements, to count SQL statements per
// request), or uses BENCH_DATABASE_URL (an empty database the script may fill). Starts the
// built server on 127.0.0.1 with demo data, tops the helpers up to --helpers, restarts it, and
// runs a bare Fastify route serialising the same 20-helper JSON (bench/ceiling-server.mjs) in
// the same run: each row prints req/s, p50, p99, SQL statements per request and the ratio to
// the ceiling measured right before it at the same number of connections ("miss" rows, one
// connection: every request a URL the answer cache has not seen). Prints a Markdown table.
//
// Options: --helpers N (64), --seconds S per row (5; BENCH_SECONDS), --workers N
// (WEB_CONCURRENCY of the server and the ceiling; default: the server's own default),
// --pglite, --profile, --only TEXT (only the rows whose label contains TEXT; "1,000": the
// page of 1,000 helpers the original front end asks for, ADR 0018). Every request
// goes to 127.0.0.1; the whole run is bounded (BENCH_TIMEOUT_S, 20 min) and cleans up its
// processes, cluster and folders, even on failure.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { summariseProfile } from "./profile-summary.mjs";
import { seedHelpers, withPostgres } from "./seed-helpers.mjs";
import { createHarness, DEMO_SIGN_IN, HOST, throwawayPostgres } from "./support/harness.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
/** SERVER_ENTRY: another build's server.js, for a before-and-after in one sitting. */
const SERVER_ENTRY = process.env.SERVER_ENTRY ?? path.join(ROOT, "server", "dist", "server.js");
const PAGE_SIZE = 20;
/** How a phone's browser asks for a page: Brotli, and a phone's name (the server guesses its width). */
const DRAWN_PAGE = {
  "accept-encoding": "br",
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36",
};
/** The page the original front end asks for: all of the catalogue, up to MAX_WHOLE_LIST_PAGE_SIZE. */
const WHOLE_PAGE_SIZE = 1000;

const { values: options } = parseArgs({
  options: {
    helpers: { type: "string", default: "64" },
    seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "5" },
    workers: { type: "string" },
    pglite: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    "pglite-start": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const HELPERS = Number(options.helpers);
const SECONDS = Number(options.seconds);
const PGLITE_START = options["pglite-start"];
const KIND = options.pglite || PGLITE_START ? "pglite" : "postgres";
// PGlite is one process; a profile is read from one process.
const WORKERS = KIND === "pglite" || options.profile ? "1" : options.workers;

// ---------------------------------------------------------------- cleanup and bounds

const harness = createHarness({
  name: "bench",
  ports: [3200, 3299],
  timeLimitS: Number(process.env.BENCH_TIMEOUT_S ?? 1200),
});
const { cleanups, tempDir, freePort, startProcess, progress } = harness;

/** A throwaway PostgreSQL 15 cluster with pg_stat_statements; its database's URL. */
async function postgresCluster() {
  const cluster = await throwawayPostgres(harness, {
    prefix: "maids-bench-pg-",
    settings: [
      "shared_preload_libraries=pg_stat_statements",
      "pg_stat_statements.track=all",
      "fsync=off",
      "max_connections=200",
    ],
  });
  return cluster.createDatabase("maids_bench");
}

// ---------------------------------------------------------------- processes

/**
 * @param {Site} site
 * @param {string[]} [extraNodeArgs]
 */
function startServer(site, extraNodeArgs = []) {
  return startProcess(
    [...extraNodeArgs, SERVER_ENTRY],
    {
      NODE_ENV: "development",
      HOST,
      PORT: String(site.port),
      DATA_DIR: site.dataDir,
      ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
      ...(WORKERS ? { WEB_CONCURRENCY: WORKERS } : {}),
      DEMO_DATA: "on",
      LOG_LEVEL: "warn",
    },
    "is running at",
  );
}

// ---------------------------------------------------------------- measuring

/** @type {() => Promise<number | null>} */
let countStatements = async () => null;

/**
 * @typedef {{ dataDir: string, databaseUrl: string, port: number }} Site
 * A measured row; `ceiling` the bare server's req/s measured just before it.
 * @typedef {{ label: string, connections: number, rps: number, p50: number, p99: number, mean: number, sqlPerRequest: number | null, errors: number, ceiling?: number, livezP99?: number }} Row
 * A row of --pglite-start.
 * @typedef {{ label: string, readyMs: number, idle: number, afterRequests?: number, stopCode?: unknown, peakSum?: number, peakPss?: number, peakOne?: number }} StartRow
 * @typedef {{ connections?: number, headers?: Record<string, string | undefined>, vary?: (n: number) => string, varyHeaders?: (n: number) => Record<string, string>, probeLivez?: boolean }} MeasureOptions
 * @typedef {{ total: number, maids: [{ id: string }, ...{ id: string }[]] }} CataloguePage
 */

/**
 * `vary(n)`: the n-th request's query string to append (a "miss" row: every request a URL the
 * answer cache has not seen, e.g. `_=n`, which the API ignores, so the same query runs).
 * `varyHeaders(n)`: headers of the n-th request (a flood of cookies the site never set).
 * `probeLivez`: while the row runs, asks /livez ten times a second on a connection of its own
 * and notes its p99 (what a load balancer's health check sees).
 * @param {string} label
 * @param {string} url
 * @param {MeasureOptions} [options]
 * @returns {Promise<Row>}
 */
async function measure(
  label,
  url,
  { connections = 10, headers = {}, vary, varyHeaders, probeLivez = false } = {},
) {
  /** @param {number} duration */
  const run = (duration) => {
    let n = 0;
    const target = new URL(url);
    const joiner = target.search ? "&" : "?";
    const requests =
      vary || varyHeaders
        ? [
            {
              /** @param {import("autocannon").RequestParams} request */
              setupRequest: (request) => {
                const index = n++;
                return {
                  ...request,
                  ...(vary && {
                    path: `${target.pathname}${target.search}${joiner}${vary(index)}`,
                  }),
                  ...(varyHeaders && {
                    headers: { ...(request.headers ?? {}), ...varyHeaders(index) },
                  }),
                };
              },
            },
          ]
        : undefined;
    return autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
  };
  // A second of warm-up (JIT, pool), three for a miss row (one connection, the query path's
  // code is not hot yet after the cached rows), then the measured run.
  await run(vary ? 3 : 1);
  await resetStatements();
  const livez = probeLivez ? livezProbe(new URL("/livez", url).href) : undefined;
  const result = await run(SECONDS);
  const livezP99 = await livez?.stop();
  const statements = await countStatements();
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = {
    label,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    sqlPerRequest: statements === null ? null : statements / Math.max(1, result.requests.total),
    errors,
    ...(livezP99 !== undefined && { livezP99 }),
  };
  progress(
    `${label} (${connections} conn): ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${livezP99 !== undefined ? `, /livez p99 ${livezP99} ms` : ""}${errors ? `, ${errors} errors` : ""}`,
  );
  return row;
}

/**
 * Times GET `url` ten times a second until stopped; `stop` resolves to the p99 in ms.
 * @param {string} url
 */
function livezProbe(url) {
  /** @type {number[]} */
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(url).then((response) => response.arrayBuffer());
      times.push(performance.now() - started);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      times.sort((a, b) => a - b);
      return Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0);
    },
  };
}

let resetStatements = async () => {};

/** @param {string} databaseUrl */
async function statementCounter(databaseUrl) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end().catch(() => {}));
  try {
    await client.query("create extension if not exists pg_stat_statements");
    await client.query("select pg_stat_statements_reset()");
  } catch (error) {
    progress(
      `SQL statements not counted (pg_stat_statements: ${/** @type {Error} */ (error).message})`,
    );
    return;
  }
  resetStatements = async () => {
    await client.query("select pg_stat_statements_reset()");
  };
  countStatements = async () => {
    const { rows } = await client.query(
      `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query not ilike '%pg_stat_statements%'`,
    );
    return rows[0].calls;
  };
}

/** @param {string} base */
async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_SIGN_IN.customer),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0];
}

/**
 * A process and its descendants (Linux): the server and, on a first start on PGlite, the child
 * that prepares the new database (ADR 0035).
 * @param {number | undefined} pid
 * @returns {number[]}
 */
function processTree(pid) {
  if (pid === undefined) return [];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap((child) => processTree(child))];
  } catch {
    return [];
  }
}

/**
 * A field of /proc/<pid>/status in MB, 0 once the process is gone.
 * @param {number} pid
 * @param {"VmRSS" | "VmHWM"} field
 */
function statusMb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Proportional set size in MB (Linux): resident memory with pages shared between processes
 * (Node's own code, shared libraries) counted once over all of them, not once in each.
 * @param {number} pid
 */
function pssMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Resident memory of a process and its descendants, in MB (Linux).
 * @param {number | undefined} pid
 */
function rssMb(pid) {
  return Math.round(processTree(pid).reduce((sum, each) => sum + statusMb(each, "VmRSS"), 0));
}

/**
 * Samples a process tree's memory every 50 ms until stopped: the highest sum of resident memory
 * of the processes alive at one moment, and the highest peak (VmHWM) of any one process.
 * @param {number | undefined} pid
 */
function sampleMemory(pid) {
  let peakSum = 0;
  let peakPss = 0;
  /** @type {Map<number, number>} */
  const peaks = new Map();
  const sample = () => {
    let sum = 0;
    let pss = 0;
    for (const each of processTree(pid)) {
      sum += statusMb(each, "VmRSS");
      pss += pssMb(each);
      peaks.set(each, Math.max(peaks.get(each) ?? 0, statusMb(each, "VmHWM")));
    }
    peakSum = Math.max(peakSum, sum);
    peakPss = Math.max(peakPss, pss);
  };
  const timer = setInterval(sample, 50);
  return () => {
    sample();
    clearInterval(timer);
    return {
      peakSum: Math.round(peakSum),
      peakPss: Math.round(peakPss),
      peakOne: Math.round(Math.max(0, ...peaks.values())),
      processes: peaks.size,
    };
  };
}

/**
 * --pglite-start: starts the server on the seeded PGlite directory a few times; for each, the
 * time from spawn to "is running at", resident memory after 5 s idle, and again after 200
 * catalogue requests (20 pages, 5 filters, profiles) and 5 s idle; then once after a kill -9.
 */
async function measurePgliteStarts() {
  const base = `http://${HOST}:${site.port}`;
  /** @type {StartRow[]} */
  const rows = [];
  /**
   * @param {string} label
   * @param {{ kill?: boolean }} [options]
   */
  const once = async (label, { kill = false } = {}) => {
    const started = Date.now();
    const server = startServer(site);
    const stopSampling = sampleMemory(server.child.pid);
    await server.ready;
    const readyMs = Date.now() - started;
    await sleep(5000);
    const idle = rssMb(server.child.pid);
    const page1 = /** @type {CataloguePage} */ (
      await (await fetch(`${base}/api/catalogue/maids?page=1&limit=20`)).json()
    );
    const urls = [];
    for (let page = 1; page <= 20; page++) urls.push(`/api/catalogue/maids?page=${page}&limit=20`);
    for (const country of ["Philippines", "Indonesia", "Myanmar", "India", "Sri Lanka"]) {
      urls.push(`/api/catalogue/maids?country=${encodeURIComponent(country)}&page=1&limit=20`);
    }
    for (const maid of page1.maids) urls.push(`/api/catalogue/maids/${maid.id}`);
    for (let i = 0; i < 200; i++)
      await (await fetch(`${base}${urls[i % urls.length]}`)).arrayBuffer();
    await sleep(5000);
    const afterRequests = rssMb(server.child.pid);
    const { peakSum, peakPss, peakOne } = stopSampling();
    let stopCode;
    if (kill) {
      server.child.kill("SIGKILL");
      stopCode = "kill -9";
      await sleep(500);
    } else {
      stopCode = await server.stop();
    }
    rows.push({ label, readyMs, idle, afterRequests, stopCode, peakSum, peakPss, peakOne });
    progress(
      `${label}: ready in ${readyMs} ms, ${idle} MB idle, ${afterRequests} MB after requests`,
    );
  };
  for (let i = 1; i <= 3; i++) await once(`start ${i}`, { kill: i === 3 });
  await once("start after kill -9");
  console.log(
    `\nPGlite, ${HELPERS} helpers, ${availableParallelism()} cores, Node ${process.version}, load average ${(loadavg()[0] ?? 0).toFixed(2)} at the end\n`,
  );
  console.log(
    "| start | ready ms | peak RSS MB, all processes | peak PSS MB, all processes | peak RSS MB, one process | RSS idle MB | RSS after 200 requests MB | stopped |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of [firstStart, ...rows]) {
    console.log(
      `| ${row.label} | ${row.readyMs} | ${row.peakSum ?? ""} | ${row.peakPss ?? ""} | ${row.peakOne ?? ""} | ${row.idle} | ${row.afterRequests ?? ""} | ${row.stopCode} |`,
    );
  }
}

// ---------------------------------------------------------------- the run

if (!existsSync(SERVER_ENTRY)) {
  console.error("server/dist/server.js is missing: run `npm run build` first.");
  process.exit(1);
}
if (!Number.isInteger(HELPERS) || HELPERS < 1 || !(SECONDS > 0)) {
  console.error("--helpers must be a whole number, --seconds a positive number");
  process.exit(2);
}

const site = { dataDir: tempDir("maids-bench-data-"), databaseUrl: "", port: await freePort() };
if (KIND === "postgres") {
  site.databaseUrl = process.env.BENCH_DATABASE_URL || (await postgresCluster());
}
const base = `http://${HOST}:${site.port}`;

progress(`first start: migrations and demo data (${KIND})`);
const firstStarted = Date.now();
let server = startServer(site);
const stopSampling = sampleMemory(server.child.pid);
await server.ready;
const firstReadyMs = Date.now() - firstStarted;
const firstHealth = await fetch(`${base}/readyz`);
if (!firstHealth.ok) throw new Error(`/readyz answered ${firstHealth.status}`);
const firstMemory = stopSampling();
/** @type {StartRow} */
const firstStart = {
  label: "first (no data directory: new database, migrations, demo helpers with portraits)",
  readyMs: firstReadyMs,
  idle: rssMb(server.child.pid),
  peakSum: firstMemory.peakSum,
  peakPss: firstMemory.peakPss,
  peakOne: firstMemory.peakOne,
};
if (PGLITE_START) {
  await sleep(5000);
  firstStart.idle = rssMb(server.child.pid);
}
firstStart.stopCode = await server.stop();
progress(
  `first start: ready in ${firstReadyMs} ms, peak ${firstMemory.peakSum} MB RSS ` +
    `(${firstMemory.peakPss} MB PSS) over all processes, ` +
    `${firstMemory.peakOne} MB (one process, of ${firstMemory.processes}), ${firstStart.idle} MB idle`,
);

const seedStarted = Date.now();
let added;
if (KIND === "postgres") {
  added = await withPostgres(site.databaseUrl, (query) => seedHelpers(query, HELPERS));
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(path.join(site.dataDir, "pglite"));
  added = await seedHelpers(async (text) => (await client.query(text)).rows, HELPERS);
  await client.close();
}
progress(`seeded ${added} helpers in ${Date.now() - seedStarted} ms`);

if (PGLITE_START) {
  await measurePgliteStarts();
  process.exit(0);
}

const profileDir = options.profile ? tempDir("maids-bench-profile-") : null;
const startedAt = Date.now();
server = startServer(site, profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []);
await server.ready;
progress(`started in ${Date.now() - startedAt} ms`);
const workersLine = /(\d+) workers on one port/.exec(server.output())?.[1] ?? "1";
if (KIND === "postgres") await statementCounter(site.databaseUrl);

const page1Url = `${base}/api/catalogue/maids?page=1&limit=${PAGE_SIZE}`;
const page1 = /** @type {CataloguePage} */ (await (await fetch(page1Url)).json());
const helpersListed = page1.total;

if (options.profile && profileDir) {
  progress(`profiling page 1 for ${SECONDS * 2} s at 10 connections`);
  await autocannon({ url: page1Url, connections: 10, duration: SECONDS * 2 });
  await server.stop();
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("no CPU profile written");
  console.log(summariseProfile(path.join(profileDir, file)));
  process.exit(0);
}

const jsonFile = path.join(site.dataDir, "page-1.json");
writeFileSync(jsonFile, JSON.stringify(page1));
const ceilingPort = await freePort();
const ceiling = startProcess(
  [path.join(ROOT, "bench", "ceiling-server.mjs")],
  { PORT: String(ceilingPort), CEILING_JSON: jsonFile, CEILING_WORKERS: workersLine },
  "ceiling ready",
);
await ceiling.ready;

const load = () => (loadavg()[0] ?? 0).toFixed(2);
console.error(`\n  ${SECONDS} s per row after 1 s of warm-up; load average ${load()} at the start`);
const ceilingBase = `http://${HOST}:${ceilingPort}`;
/** @type {Row[]} */
const rows = [];
// The ceiling is measured again right before each row, at the same connections and length, so
// a ratio compares two runs a few seconds apart (the machine is shared; its load moves).
/** @param {number | undefined} connections */
const ceilingBefore = (connections) =>
  measure("ceiling: bare Fastify, same JSON", `${ceilingBase}/json`, { connections });
rows.push(await measure("ceiling: prebuilt string", `${ceilingBase}/prebuilt`));

const filters = /** @type {const} */ ([
  [
    "filter, selective",
    "country=Myanmar&skills=Elderly%20Care&languages=Mandarin&salaryMax=650&ageMax=30",
  ],
  ["filter, medium", "country=Indonesia,Myanmar&skills=Cooking,Childcare&salaryMax=800&ageMin=25"],
  ["filter, unselective", "languages=English&salaryMin=500"],
]);
const catalogue = `${base}/api/catalogue/maids`;
const cookie = await signIn(base);
const deepPage = Math.min(500, Math.ceil(helpersListed / PAGE_SIZE));
const unselectiveTotal = /** @type {CataloguePage} */ (
  await (await fetch(`${catalogue}?${filters[2][1]}&limit=1`)).json()
).total;
const deepFilteredPage = Math.min(500, Math.ceil(unselectiveTotal / PAGE_SIZE));
const wholePageUrl = `${catalogue}?page=1&limit=${WHOLE_PAGE_SIZE}`;
{
  const plain = await fetch(wholePageUrl, { headers: { "accept-encoding": "identity" } });
  const { maids } = /** @type {CataloguePage} */ (await plain.json());
  const brotli = await fetch(wholePageUrl, { headers: { "accept-encoding": "br" } });
  console.error(
    `  page of 1,000: ${maids.length} helpers, ${plain.headers.get("content-length")} bytes, ` +
      `${brotli.headers.get("content-length")} with Brotli`,
  );
}
/**
 * Label, URL and options of each row (rowsPlanned below gives them their shape).
 * @type {(string | MeasureOptions)[][]}
 */
const plan = [
  ["page 1", page1Url, { connections: 10 }],
  ["page 1", page1Url, { connections: 50 }],
  // Page 500, or the last page when there are fewer (a deep OFFSET).
  ...(deepPage > 10
    ? [
        [
          `page ${deepPage}`,
          `${catalogue}?page=${deepPage}&limit=${PAGE_SIZE}`,
          { connections: 10 },
        ],
      ]
    : []),
  ...filters.map(([label, query]) => [
    label,
    `${catalogue}?${query}&page=1&limit=${PAGE_SIZE}`,
    { connections: 10 },
  ]),
  ["profile (anonymous)", `${catalogue}/${page1.maids[0].id}`, { connections: 10 }],
  ["page 1 signed in", page1Url, { connections: 10, headers: { cookie } }],
  ["page 1 signed in", page1Url, { connections: 50, headers: { cookie } }],
  [
    "page 1, Accept-Encoding: br",
    page1Url,
    { connections: 10, headers: { "accept-encoding": "br" } },
  ],
  // The pages whose first screen the server draws (ADR 0036), as a phone's browser asks for them.
  ["page /catalogue drawn", `${base}/catalogue`, { connections: 10, headers: DRAWN_PAGE }],
  [
    "page /catalogue drawn, signed in",
    `${base}/catalogue`,
    { connections: 10, headers: { ...DRAWN_PAGE, cookie } },
  ],
  [
    "page /maid/:id drawn",
    `${base}/maid/${page1.maids[0].id}`,
    { connections: 10, headers: DRAWN_PAGE },
  ],
  // Floods a drawn page must survive (issue 33): visitors' analytics cookies and campaign
  // parameters must not make each request a fresh drawing, and one address sending sessions
  // the site never issued may not hold the event loop (its pages go undrawn past a budget).
  [
    "flood: /catalogue drawn, random _ga cookie",
    `${base}/catalogue`,
    {
      connections: 8,
      headers: DRAWN_PAGE,
      varyHeaders: (n) => ({ cookie: `_ga=GA1.1.${n}.${Date.now()}` }),
      probeLivez: true,
    },
  ],
  [
    "flood: /catalogue drawn, random utm_source",
    `${base}/catalogue`,
    { connections: 8, headers: DRAWN_PAGE, vary: (n) => `utm_source=${n}`, probeLivez: true },
  ],
  [
    "flood: /catalogue drawn, random session cookie",
    `${base}/catalogue`,
    {
      connections: 8,
      headers: DRAWN_PAGE,
      varyHeaders: (n) => ({ cookie: `sid=${n}x${Date.now()}` }),
      probeLivez: true,
    },
  ],
  // The original front end asks for the whole catalogue at once (ADR 0018): its one request.
  ["page of 1,000", wholePageUrl, { connections: 10 }],
  [
    "page of 1,000, Accept-Encoding: br",
    wholePageUrl,
    { connections: 10, headers: { "accept-encoding": "br" } },
  ],
];
// Misses: the answer cache is bypassed by a parameter the API ignores, so each request runs
// the page's query and serialises it (the count stays kept per filter set, as in production);
// the last row changes the filter set each time, so the count runs too.
/** @param {number} n */
const missing = (n) => `_=${n}`;
// The highest salaryMax the API takes; 98,000 of them stay above every salary (at most 1,190).
const SALARY_MAX = 100_000;
// One at a time: a miss's latency is its own cost (what --helpers changes), not a queue's.
const MISS_CONNECTIONS = 1;
plan.push(
  ["miss: page 1", page1Url, { connections: MISS_CONNECTIONS, vary: missing }],
  ["miss: page of 1,000", wholePageUrl, { connections: MISS_CONNECTIONS, vary: missing }],
  ...(deepPage > 10
    ? [
        [
          `miss: page ${deepPage}`,
          `${catalogue}?page=${deepPage}&limit=${PAGE_SIZE}`,
          { connections: MISS_CONNECTIONS, vary: missing },
        ],
      ]
    : []),
  ...filters.map(([label, query]) => [
    `miss: ${label}`,
    `${catalogue}?${query}&page=1&limit=${PAGE_SIZE}`,
    { connections: MISS_CONNECTIONS, vary: missing },
  ]),
  // A filtered deep page: page 500 or the filter's last page, deeper than one anchor's stretch.
  ...(deepFilteredPage > 10
    ? [
        [
          `miss: filter, unselective, page ${deepFilteredPage}`,
          `${catalogue}?${filters[2][1]}&page=${deepFilteredPage}&limit=${PAGE_SIZE}`,
          { connections: MISS_CONNECTIONS, vary: missing },
        ],
      ]
    : []),
  [
    "miss: new filter set each time (count runs)",
    `${catalogue}?page=1&limit=${PAGE_SIZE}`,
    // salaryMax above every salary: all active helpers match, each a filter set not counted yet.
    { connections: MISS_CONNECTIONS, vary: (n) => `salaryMax=${SALARY_MAX - (n % 98_000)}` },
  ],
);
/** Each row: its label, its URL and how to measure it. */
const rowsPlanned = /** @type {[string, string, MeasureOptions][]} */ (plan);
/** @type {Record<string, number>} */
const matches = {};
for (const [label, url] of rowsPlanned) {
  if (label.startsWith("filter") || label.startsWith("miss: filter")) {
    matches[label] = /** @type {CataloguePage} */ (await (await fetch(url)).json()).total;
  }
}
const chosen = rowsPlanned.filter(([label]) => !options.only || label.includes(options.only));
for (const [label, url, measureOptions] of chosen) {
  const paired = await ceilingBefore(measureOptions.connections);
  const row = await measure(label, url, measureOptions);
  row.ceiling = paired.rps;
  rows.push(row);
}
await ceiling.stop();
const loadAtEnd = load();
const stopCode = await server.stop();

/** @param {Row} row */
const sqlCell = (row) => (row.sqlPerRequest === null ? "–" : row.sqlPerRequest.toFixed(2));
console.log(
  `\n${KIND === "postgres" ? "PostgreSQL 15" : "PGlite"}, ${helpersListed} active helpers (${HELPERS} in all), ` +
    `${workersLine} server worker(s), ${availableParallelism()} cores, Node ${process.version}, ` +
    `${SECONDS} s per row, load average ${loadAtEnd} at the end; server exit ${stopCode}\n`,
);
console.log(
  "| request | conn | req/s | p50 ms | p99 ms | mean ms | SQL/req | ceiling req/s just before | ratio | errors |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) {
  const matched =
    matches[row.label] !== undefined ? `${row.label} (${matches[row.label]} match)` : row.label;
  const label = row.livezP99 !== undefined ? `${matched} (/livez p99 ${row.livezP99} ms)` : matched;
  const ratio = row.ceiling ? (row.rps / row.ceiling).toFixed(2) : "";
  console.log(
    `| ${label} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.mean.toFixed(1)} | ${row.ceiling ? sqlCell(row) : ""} | ${row.ceiling ?? ""} | ${ratio} | ${row.errors} |`,
  );
}
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0);
