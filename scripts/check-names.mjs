/**
 * Lint: code says helper (docs/how-to.md#names-helper-in-code-maid-on-the-wire). Fails when a
 * file or folder of the project's code has "maid" in its path; the API's addresses and keys,
 * the tables and the specification's texts keep theirs, but those are not paths.
 * Run by `npm run lint`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..");
const CODE = [
  "server/src",
  "server/test",
  "contract",
  "web/src",
  "web/build",
  "e2e",
  "bench",
  "scripts",
];
const SKIP = new Set(["node_modules", "dist", "test-results", "playwright-report"]);

/**
 * Every path under `dir` (relative to the project) whose last part says maid.
 * @param {string} dir
 * @returns {string[]}
 */
function misnamed(dir) {
  const found = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = `${dir}/${entry.name}`;
    if (/maid/i.test(entry.name)) found.push(relative);
    else if (entry.isDirectory()) found.push(...misnamed(relative));
  }
  return found;
}

const found = CODE.flatMap(misnamed);
if (found.length > 0) {
  console.error(
    `Code says helper, not maid (docs/how-to.md#names-helper-in-code-maid-on-the-wire):`,
  );
  for (const file of found) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`names: no code path says maid (${CODE.join(", ")})`);
