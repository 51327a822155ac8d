// Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: self time by
// package (or server/node internals), then the functions with the most self time.
// `node bench/profile-summary.mjs <file.cpuprofile> [top]`; bench/catalogue.mjs --profile calls it.
import { readFileSync } from "node:fs";

/**
 * What this reads of a `.cpuprofile` (V8's format).
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

/**
 * @param {string} file
 * @param {number} [top]
 */
export function summariseProfile(file, top = 25) {
  /** @type {CpuProfile} */
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const selfMicros = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = /** @type {number} */ (profile.samples[i]);
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  for (const [id, micros] of selfMicros) {
    const { callFrame } = /** @type {ProfileNode} */ (nodes.get(id));
    const where = callFrame.url ? shortUrl(callFrame.url) : "";
    const name = `${callFrame.functionName || "(anonymous)"} ${where}${where ? `:${callFrame.lineNumber + 1}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const group = packageOf(callFrame);
    byPackage.set(group, (byPackage.get(group) ?? 0) + micros);
  }
  /** @param {number} micros */
  const percent = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const lines = [`self time over ${(total / 1e6).toFixed(1)} s of samples`, "", "by package:"];
  for (const [group, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    lines.push(`  ${percent(micros)}  ${group}`);
  }
  lines.push("", `top ${top} functions by self time:`);
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`  ${percent(micros)}  ${name}`);
  }
  return lines.join("\n");
}

/** @param {string} url */
function shortUrl(url) {
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) return url.slice(modules + "node_modules/".length);
  return url.replace(/^file:\/\/.*?\/(server|contract)\//, "$1/");
}

/** @param {CallFrame} callFrame */
function packageOf({ url, functionName }) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native/V8)";
  if (url.startsWith("node:")) return "node: internals";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.includes("/server/dist/")) return "server (bundled: our code and the contract)";
  return url;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node bench/profile-summary.mjs <file.cpuprofile> [top]");
    process.exit(2);
  }
  console.log(summariseProfile(file, Number(top ?? 25)));
}
