// Bundles the server's own code (and the contract's) into dist/; npm packages stay external.
// Then makes dist/pglite-image.tar.gz, the new embedded database a first start copies (ADR 0035).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(
  readFileSync(new URL("./package.json", import.meta.url), "utf8"),
);
const external = Object.keys(dependencies).filter((name) => name !== "@maids/contract");

await build({
  entryPoints: [
    "src/server.ts",
    // The biodata PDF worker thread (ADR 0026), beside server.js where the pool looks for it.
    { in: "src/biodata/biodata-pdf-worker.ts", out: "biodata-pdf-worker" },
    { in: "src/cli/make-pglite-image.ts", out: "make-pglite-image" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  // The oldest Node.js still supported (package.json engines); the same output runs on 22 and 24.
  target: "node20.19",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});

// A process of its own: initdb in WebAssembly takes 800 MB or more, returned when it ends.
const image = spawnSync(process.execPath, ["dist/make-pglite-image.js"], {
  cwd: import.meta.dirname,
  stdio: "inherit",
});
if (image.status !== 0) process.exit(image.status ?? 1);
