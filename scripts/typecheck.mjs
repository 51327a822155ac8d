// `npm run typecheck`: one `tsc --noEmit` per project, as many at once as there are cores,
// each incremental (its .tsbuildinfo under node_modules/.cache/tsc), so that a second run only
// re-checks what changed. Prints each project's errors after it finishes; exits 1 if any failed.
// `node scripts/typecheck.mjs node web` checks only those projects. `node` is one program for the
// server, bench/ and scripts/ (tsconfig.node.json), which import the server's modules: checked
// apart, each of them type-checked server/src again.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
const CACHE = path.join(ROOT, "node_modules", ".cache", "tsc");

/** Each project's tsconfig, the largest first, so that the small ones fill in beside them. */
const TSCONFIGS = {
  node: "tsconfig.node.json",
  web: "web",
  e2e: "e2e",
  contract: "contract",
};
const PROJECTS = Object.keys(TSCONFIGS);

const only = process.argv.slice(2);
const unknown = only.filter((name) => !PROJECTS.includes(name));
if (unknown.length > 0) {
  console.error(`typecheck: unknown project ${unknown.join(", ")} (known: ${PROJECTS.join(", ")})`);
  process.exit(2);
}
const projects = only.length > 0 ? PROJECTS.filter((name) => only.includes(name)) : PROJECTS;
mkdirSync(CACHE, { recursive: true });

/**
 * @param {string} name
 * @returns {Promise<boolean>} whether the project type-checks
 */
function check(name) {
  const started = performance.now();
  const args = [
    TSC,
    "-p",
    path.join(ROOT, TSCONFIGS[/** @type {keyof typeof TSCONFIGS} */ (name)]),
    "--noEmit",
    "--incremental",
    "--tsBuildInfoFile",
    path.join(CACHE, `${name}.tsbuildinfo`),
    "--pretty",
    String(Boolean(process.stdout.isTTY)),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`typecheck ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s)`);
      if (!ok) process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    if (!(await check(name))) failed = true;
  }
}
const width = Math.min(availableParallelism(), projects.length);
await Promise.all(Array.from({ length: width }, worker));
process.exit(failed ? 1 : 0);
