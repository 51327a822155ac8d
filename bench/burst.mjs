// What one server process holds under a burst of sign-ins and biodata PDFs:
// `npm run bench:burst` (after `npm run build`).
// Starts the built server (or SERVER_ENTRY, e.g. an older build to compare with) on
// 127.0.0.1 with demo data in a temporary DATA_DIR, signs the demo customer in, then at
// once sends BURST_SIGN_INS sign-ins (wrong passwords, each from its own loopback address
// 127.0.1.x, so that the per-address limits do not answer them cheaply) and BURST_PDFS
// biodata PDFs of different helpers from the one customer. While the burst lasts, a probe
// asks in turn for /livez, a cached catalogue page and a photo, and the server's memory
// (VmRSS) is read every 100 ms. Prints a Markdown table: before and during the burst.
// Every request goes to 127.0.0.1; the script stops itself after TIME_LIMIT_S.

import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createHarness, DEMO_SIGN_IN, HOST } from "./support/harness.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_ENTRY = process.env.SERVER_ENTRY ?? path.join(ROOT, "server", "dist", "server.js");
const SIGN_INS = Number(process.env.BURST_SIGN_INS ?? 50);
const PDFS = Number(process.env.BURST_PDFS ?? 50);
const TIME_LIMIT_S = 300;

/**
 * An answer (status 0 and `error` when there was none).
 * @typedef {{ status: number, headers?: http.IncomingHttpHeaders, body?: Buffer, error?: string, ms: number }} Answer
 * @typedef {"livez" | "catalogue" | "photo"} ProbeTarget
 */

const harness = createHarness({ name: "burst", ports: [3500, 3599], timeLimitS: TIME_LIMIT_S });
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One request; resolves with status, body, milliseconds taken (never rejects).
 * @param {number} port
 * @param {string} method
 * @param {string} urlPath
 * @param {{ cookie?: string, body?: unknown, localAddress?: string, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
function request(port, method, urlPath, { cookie, body, localAddress, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: urlPath,
        // A request from its own address needs its own connection.
        agent: localAddress ? false : agent,
        localAddress,
        timeout: timeoutMs,
        headers: {
          origin: `http://${HOST}:${port}`,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: /** @type {number} */ (res.statusCode),
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) =>
      resolve({ status: 0, error: error.message, ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

/** @param {number} pid */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[index]);
};
/** @param {number} ms */
const fmt = (ms) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
/** @param {number[]} values */
const summary = (values) =>
  `p50 ${fmt(percentile(values, 50))} / p95 ${fmt(percentile(values, 95))} / max ${fmt(Math.max(...values))} ms (n=${values.length})`;

async function startServer() {
  const port = await harness.freePort();
  const server = harness.startProcess(
    [SERVER_ENTRY],
    {
      NODE_ENV: "development",
      HOST,
      PORT: String(port),
      DATA_DIR: path.join(harness.tempDir("burst-"), "data"),
      DEMO_DATA: "on",
      LOG_LEVEL: "warn",
    },
    "",
  );
  const deadline = Date.now() + 180_000;
  while ((await request(port, "GET", "/readyz", { timeoutMs: 5_000 })).status !== 200) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error("server not ready in time");
    await sleep(200);
  }
  return { port, pid: server.child.pid, stop: server.stop };
}

/** @param {number} port */
async function signIn(port) {
  const response = await request(port, "POST", "/api/auth/login", { body: DEMO_SIGN_IN.customer });
  const cookie = String(response.headers?.["set-cookie"]?.[0] ?? "").split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/**
 * The probe's three requests, in turn, until `stop()`; their latencies.
 * @param {number} port
 * @param {string} cookie
 * @param {string} photoPath
 */
function startProbe(port, cookie, photoPath) {
  /** @type {Record<ProbeTarget, number[]>} */
  const latencies = { livez: [], catalogue: [], photo: [] };
  let running = true;
  /** @type {[ProbeTarget, string][]} */
  const targets = [
    ["livez", "/livez"],
    ["catalogue", "/api/catalogue/maids?page=1&limit=12"],
    ["photo", photoPath],
  ];
  const done = (async () => {
    while (running) {
      for (const [name, urlPath] of targets) {
        const answer = await request(port, "GET", urlPath, { cookie });
        if (answer.status === 200) latencies[name].push(answer.ms);
        else latencies[name].push(Number.POSITIVE_INFINITY);
      }
      await sleep(50);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

/** @param {number} pid */
function startMemoryWatch(pid) {
  /** @type {number[]} */
  const samples = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 100);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** @param {Answer[]} answers */
function countStatuses(answers) {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${status} ×${count}`)
    .join(", ");
}

async function main() {
  harness.progress(`server: ${path.relative(ROOT, SERVER_ENTRY)}`);
  const server = await startServer();
  const cookie = await signIn(server.port);
  const page = await request(server.port, "GET", "/api/catalogue/maids?page=1&limit=50", {
    cookie,
  });
  /** @type {{ maids: { id: number, imageUrl?: string | null }[] }} */
  const { maids: helpers } = JSON.parse(String(page.body));
  const photoUrl = helpers.find((helper) => helper.imageUrl)?.imageUrl;
  if (!photoUrl) throw new Error("no helper with a photo on the first catalogue page");
  const photoPath = new URL(photoUrl, `http://${HOST}`).pathname;
  const ids = helpers.map((helper) => helper.id);

  // Warm up: the cached catalogue page, a photo, one PDF and one sign-in.
  for (let i = 0; i < 20; i++) await request(server.port, "GET", "/livez");
  await request(server.port, "GET", `/api/user/maids/${ids[0]}/biodata.pdf`, { cookie });
  const quiet = startProbe(server.port, cookie, photoPath);
  await sleep(3_000);
  const before = await quiet.stop();
  const rssBefore = rssMb(/** @type {number} */ (server.pid));

  harness.progress(`burst: ${SIGN_INS} sign-ins and ${PDFS} PDFs`);
  const stopMemoryWatch = startMemoryWatch(/** @type {number} */ (server.pid));
  const probe = startProbe(server.port, cookie, photoPath);
  const started = performance.now();
  const signIns = Array.from({ length: SIGN_INS }, (_, i) =>
    request(server.port, "POST", "/api/auth/login", {
      body: { email: `visitor${i}@example.com`, password: "Wrong-password-1" },
      localAddress: `127.0.1.${(i % 250) + 1}`,
    }),
  );
  const pdfs = Array.from({ length: PDFS }, (_, i) =>
    request(server.port, "GET", `/api/user/maids/${ids[i % ids.length]}/biodata.pdf`, { cookie }),
  );
  const [signInAnswers, pdfAnswers] = await Promise.all([Promise.all(signIns), Promise.all(pdfs)]);
  const burstMs = performance.now() - started;
  const during = await probe.stop();
  const memory = stopMemoryWatch();
  await server.stop();

  const rows = [
    ["", "before the burst", "during the burst"],
    ["---", "---", "---"],
    .../** @type {ProbeTarget[]} */ (["livez", "catalogue", "photo"]).map((name) => [
      name === "livez" ? "`/livez`" : name === "catalogue" ? "cached catalogue page" : "photo",
      summary(before[name]),
      summary(during[name]),
    ]),
    ["memory (VmRSS)", `${rssBefore.toFixed(0)} MB`, `peak ${Math.max(...memory).toFixed(0)} MB`],
    [
      "sign-ins",
      "",
      `${countStatuses(signInAnswers)}; slowest ${fmt(Math.max(...signInAnswers.map((a) => a.ms)))} ms`,
    ],
    [
      "PDFs",
      "",
      `${countStatuses(pdfAnswers)}; slowest ${fmt(Math.max(...pdfAnswers.map((a) => a.ms)))} ms`,
    ],
    ["burst", "", `${(burstMs / 1000).toFixed(1)} s until the last answer`],
  ];
  console.log(rows.map((row) => `| ${row.join(" | ")} |`).join("\n"));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
