// The agency's original front end (github.com/yikiat97/MaidCatalogue, folder maid-catalogue/),
// built in a temporary folder against our API and served beside our server, for
// `npm run lighthouse -- --compare`. Its code never enters this repository (ADR 0018).
//
//   node scripts/lighthouse/original-front-end.mjs [<source>] [--api URL] [--port N]
//     builds it and serves it until Ctrl-C: http://127.0.0.1:<port>/, /api proxied to --api
//     (default http://127.0.0.1:3300, a server you started; --port default 3301).
//
// <source> (default ORIGINAL_FRONT_END_DIR): a checkout of the repository, its maid-catalogue/
// folder, or a bare git directory (its HEAD is read; blobs the copy lacks, such as the videos of a
// partial mirror, are skipped with a warning). It is copied to a temporary folder, its locked
// dependencies installed with `npm ci --ignore-scripts` (the npm registry only, no install
// scripts), built with Vite with VITE_API_BASE_URL set to the address it will be served from (its
// src/config/environments.js reads it), and its text files precompressed with Brotli and gzip
// (as web/vite.config.ts does for ours). The server sends the .br file when the request accepts
// Brotli, falls back to index.html for its client-side routes, and proxies /api to our server on
// the same origin, so its session cookie works as on its real site.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Its routes for the pages we audit (its src/App.jsx): the same paths as ours. */
export const ORIGINAL_PATHS = { home: "/", catalogue: "/catalogue", helper: "/maid/:id" };

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map)$/;
/** Precompressed copies, preferred in this order when the request accepts them. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];
const SKIPPED = new Set(["node_modules", "dist", ".git"]);
const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Copies, installs, builds and precompresses the original front end in a temporary folder.
 * @param {string} source a checkout, its maid-catalogue/ folder, or a bare git directory
 * @param {string} origin the address it will be served from, e.g. http://127.0.0.1:3301
 * @returns {{ dist: string, cleanup: () => void }}
 */
export function buildOriginalFrontEnd(source, origin) {
  const work = mkdtempSync(path.join(tmpdir(), "original-front-end-"));
  try {
    const app = path.join(work, "app");
    copySource(path.resolve(source), app, work);
    run("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], app, {});
    run(process.execPath, ["node_modules/vite/bin/vite.js", "build"], app, {
      VITE_API_BASE_URL: origin,
    });
    const dist = path.join(app, "dist");
    precompress(dist);
    return { dist, cleanup: () => rmSync(work, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * @param {string} source
 * @param {string} app where its package.json should end up
 * @param {string} work a scratch folder
 */
function copySource(source, app, work) {
  let tree = source;
  if (isBareGitDir(source)) {
    tree = path.join(work, "tree");
    extractHead(source, tree);
  }
  const folder = existsSync(path.join(tree, "maid-catalogue", "package.json"))
    ? path.join(tree, "maid-catalogue")
    : tree;
  if (!existsSync(path.join(folder, "package-lock.json"))) {
    throw new Error(
      `${source}: no maid-catalogue/package-lock.json (not the original's checkout?)`,
    );
  }
  cpSync(folder, app, {
    recursive: true,
    filter: (file) => !SKIPPED.has(path.basename(file)),
  });
}

/** @param {string} dir */
function isBareGitDir(dir) {
  return existsSync(path.join(dir, "HEAD")) && existsSync(path.join(dir, "objects"));
}

/**
 * Writes HEAD's files of a bare git directory, skipping blobs the copy does not hold.
 * @param {string} gitDir
 * @param {string} dest
 */
function extractHead(gitDir, dest) {
  const listing = execFileSync("git", ["--git-dir", gitDir, "ls-tree", "-r", "-z", "HEAD"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const missing = [];
  for (const entry of listing.split("\0").filter(Boolean)) {
    const [meta = "", file = ""] = entry.split("\t");
    const [, type, sha = ""] = meta.split(" ");
    if (type !== "blob") continue;
    const blob = spawnSync("git", ["--git-dir", gitDir, "cat-file", "blob", sha], {
      maxBuffer: 512 * 1024 * 1024,
    });
    if (blob.status !== 0) {
      missing.push(file);
      continue;
    }
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    writeFileSync(path.join(dest, file), blob.stdout);
  }
  if (missing.length > 0) console.error(`Not in the git copy, skipped: ${missing.join(", ")}`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} env
 */
function run(command, args, cwd, env) {
  console.error(`original front end: ${path.basename(command)} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${path.basename(command)} ${args[0]} failed (code ${result.status}).`);
  }
}

/**
 * Writes .br and .gz beside every text file of 1 KB or more.
 * @param {string} dir
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * Serves the build on 127.0.0.1:<port>: files (precompressed when accepted), index.html for
 * any other path, and /api proxied to our server.
 * @param {string} dist
 * @param {number} port
 * @param {string} apiBaseUrl our server, e.g. http://127.0.0.1:3300
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function serveOriginalFrontEnd(dist, port, apiBaseUrl) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      proxy(request, response, apiBaseUrl);
    } else {
      sendFile(request, response, dist, url.pathname);
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} target
 */
function proxy(request, response, target) {
  const upstream = http.request(
    new URL(request.url ?? "/", target),
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} dist
 * @param {string} pathname
 */
function sendFile(request, response, dist, pathname) {
  let file = path.join(dist, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(`${dist}${path.sep}`) || !isFile(file)) file = path.join(dist, "index.html");
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = ENCODINGS.find(
    ({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && isFile(`${file}${suffix}`),
  );
  const hashed = file.startsWith(`${path.join(dist, "assets")}${path.sep}`);
  const extension = /** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file).toLowerCase());
  /** @type {Record<string, string>} */
  const headers = {
    "content-type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    vary: "accept-encoding",
  };
  if (encoding) headers["content-encoding"] = encoding.name;
  response.writeHead(200, headers);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(`${file}${encoding?.suffix ?? ""}`).pipe(response);
}

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Run directly: build it and serve it until interrupted. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { api: { type: "string" }, port: { type: "string" } },
  });
  const source = positionals[0] ?? process.env.ORIGINAL_FRONT_END_DIR;
  if (!source) throw new Error("Give the original's checkout (or set ORIGINAL_FRONT_END_DIR).");
  const port = Number(values.port ?? 3301);
  const origin = `http://127.0.0.1:${port}`;
  const { dist, cleanup } = buildOriginalFrontEnd(source, origin);
  const server = await serveOriginalFrontEnd(dist, port, values.api ?? "http://127.0.0.1:3300");
  console.log(`The original front end: ${origin}/ (Ctrl-C stops it)`);
  process.once("SIGINT", async () => {
    await server.stop();
    cleanup();
    process.exit(0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
