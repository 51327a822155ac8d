// Bundles the server's own code (and the contract's) into dist/; npm packages stay external.
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
