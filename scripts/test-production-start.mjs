// A production start of the built server on each Node.js LTS that production uses
// (`npm run build && npm run test:production-start`; `npm test` runs it after the end-to-end
// tests, which build): ready, the catalogue and the home page served, a clean stop on SIGTERM.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { LTS_VERSIONS, nodeBinary, ROOT, runOn } from "./node-lts.mjs";
import { testSigningCertificate } from "./signing-certificate.mjs";

const READY_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** The built server as production starts it: answers, serves the app, stops cleanly on SIGTERM. */
/** @param {string} binary */
async function productionStart(binary) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "maids-node-lts-"));
  const server = spawn(binary, ["server/dist/server.js"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_URL: base,
      // A key for this run only: production requires one, and this run makes no backup.
      BACKUP_KEY: randomBytes(32).toString("base64"),
      IDENTITY_KEYS: `test:${randomBytes(32).toString("base64")}`,
      ...testSigningCertificate(dataDir),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const catalogue = await fetch(`${base}/api/catalogue/maids?page=1&limit=20`);
    const page = await fetch(`${base}/`);
    if (catalogue.status !== 200 || page.status !== 200) {
      throw new Error(`catalogue ${catalogue.status}, home page ${page.status}`);
    }
    server.kill("SIGTERM");
    const code = await exited;
    if (code !== 0) throw new Error(`stopped with code ${code} after SIGTERM`);
    console.log(
      `    production start on ${base}: ready, catalogue 200, home page 200, SIGTERM exit 0`,
    );
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(ROOT, "server", "dist", "server.js"))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
for (const version of LTS_VERSIONS) {
  const binary = nodeBinary(version);
  runOn(binary, ["--version"]);
  await productionStart(binary);
}
console.log(`Node ${LTS_VERSIONS.join(" and ")}: production start passed.`);
