// Bundles the server's own code (and the contract's) into dist/; npm packages stay external.
// Then makes what a first start copies (ADR 0035): the new embedded database
// (dist/pglite-image.tar.gz) and the demo portraits (dist/demo-portraits/).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(
  readFileSync(new URL("./package.json", import.meta.url), "utf8"),
);
const external = Object.keys(dependencies).filter((name) => name !== "@maids/contract");

// Chunks are named by their hash: the previous build's would otherwise pile up.
mkdirSync("dist", { recursive: true });
for (const file of readdirSync("dist", { withFileTypes: true })) {
  if (file.isFile() && /\.js(\.map)?$/.test(file.name)) rmSync(`dist/${file.name}`);
}

await build({
  entryPoints: [
    "src/server.ts",
    // The biodata PDF worker thread (ADR 0026), beside server.js where the pool looks for it.
    { in: "src/biodata/biodata-pdf-worker.ts", out: "biodata-pdf-worker" },
    { in: "src/cli/make-first-start-files.ts", out: "make-first-start-files" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  // The oldest Node.js still supported (package.json engines); the same output runs on 22 and 24.
  target: "node20.19",
  format: "esm",
  // Dynamic imports become chunks of their own: server.js loads only what its process needs
  // (a first start's waiting primary, ADR 0035).
  splitting: true,
  chunkNames: "[name]-[hash]",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});

// A process of its own: initdb in WebAssembly takes 800 MB or more, returned when it ends.
const image = spawnSync(process.execPath, ["dist/make-first-start-files.js"], {
  cwd: import.meta.dirname,
  stdio: "inherit",
});
if (image.status !== 0) process.exit(image.status ?? 1);
