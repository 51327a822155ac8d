// Load benchmark of the public catalogue API: `npm run bench` (after `npm run build`).
// Starts the built server on a fresh embedded database with demo data, then
// measures throughput and latency of each read path with autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "maids-bench-"));

const server = spawn("node", ["server/dist/server.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUntilReady() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become ready");
}

const paths = [
  "/api/catalogue/maids?page=1&limit=20",
  "/api/catalogue/maids?page=3&limit=20",
  "/api/catalogue/maids?country=Indonesia,Myanmar&skills=Cooking,Childcare&salaryMax=800&ageMin=25",
  "/api/catalogue/maids/10",
  "/api/catalogue/top-maids",
];

try {
  await waitUntilReady();
  console.log(`${DURATION}s per path, 10 connections\n`);
  console.log(
    "path".padEnd(92),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
  );
  for (const url of paths) {
    const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: DURATION });
    const errors = result.errors + result.non2xx;
    console.log(
      url.padEnd(92),
      String(Math.round(result.requests.average)).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
