// Starts the built app for end-to-end tests on a fresh embedded database with demo data.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dataDir = fileURLToPath(new URL("./.data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn("node", ["server/dist/server.js"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "warn", DATABASE_URL: "" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
