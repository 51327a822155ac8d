// Lighthouse (mobile, default settings) on the landing page of the production build.
// Starts the built server on a fresh temporary data directory with demo data, audits
// http://127.0.0.1:<port>/ and exits non-zero when a score is below its target.
//   npm run build && npm run lighthouse
// Environment: LIGHTHOUSE_PORT (default 3300), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_REPORT (a path: also writes the report there, as JSON if it ends in .json, else HTML).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const TARGETS = { performance: 90, accessibility: 95, "best-practices": 95, seo: 90 };
const READY_TIMEOUT_MS = 180_000;
/** Headless Chromium now and then fails to record the trace (NO_NAVSTART); such runs are redone. */
const ATTEMPTS = 3;

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const baseUrl = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

function assertBuilt() {
  const missing = ["server/dist/server.js", "web/dist/index.html"].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length > 0) {
    console.error(`Missing ${missing.join(" and ")}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** @param {string} dataDir */
function startServer(dataDir) {
  return spawn("node", ["server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_URL: baseUrl,
      ALLOW_DEMO_DATA_IN_PRODUCTION: "true",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: "on",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
}

/** @param {import("node:child_process").ChildProcess} server */
async function waitUntilReady(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (code ${server.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s.`);
}

async function audit() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      logLevel: "error",
      output: process.env.LIGHTHOUSE_REPORT?.endsWith(".json") ? "json" : "html",
    });
    if (!result) throw new Error("Lighthouse returned no result.");
    return result;
  } finally {
    chrome.kill();
  }
}

/** @param {import("lighthouse").RunnerResult["lhr"]} lhr */
function report(lhr) {
  if (lhr.runtimeError) console.error(`Lighthouse: ${lhr.runtimeError.message}`);
  let passed = !lhr.runtimeError;
  for (const [id, target] of Object.entries(TARGETS)) {
    const category = lhr.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    const ok = score >= target;
    passed &&= ok;
    console.log(
      `${(category?.title ?? id).padEnd(15)} ${String(score).padStart(3)}  (target ${target}) ${ok ? "ok" : "BELOW TARGET"}`,
    );
  }
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    const audit = lhr.audits[id];
    if (audit) console.log(`  ${audit.title}: ${audit.displayValue}`);
  }
  return passed;
}

async function assertPortFree() {
  try {
    await fetch(`${baseUrl}/readyz`);
  } catch {
    return;
  }
  console.error(`Port ${port} is in use; stop what runs there or set LIGHTHOUSE_PORT.`);
  process.exit(1);
}

assertBuilt();
await assertPortFree();
const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
const server = startServer(dataDir);
let passed = false;
try {
  await waitUntilReady(server);
  let result = await audit();
  for (let attempt = 2; result.lhr.runtimeError && attempt <= ATTEMPTS; attempt += 1) {
    console.error(`Lighthouse: ${result.lhr.runtimeError.code}; running it again.`);
    result = await audit();
  }
  const { lhr, report: html } = result;
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, String(html));
  passed = report(lhr);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill("SIGTERM");
  await /** @type {Promise<void>} */ (
    new Promise((resolve) =>
      server.exitCode !== null ? resolve() : server.once("exit", () => resolve()),
    )
  );
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
