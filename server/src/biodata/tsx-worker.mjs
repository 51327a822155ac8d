/**
 * Piscina's worker module for a worker written in TypeScript (tests, development): Node 20
 * cannot run .ts, and ignores `--import tsx` in a worker's execArgv (nodejs/node#47747), so
 * this registers tsx in the thread, then loads the module named by `workerData` and hands
 * on its default export. The build runs its .js workers directly (worker-pool.ts).
 */
import { workerData } from "node:worker_threads";

// Resolved from here, inside the project wherever it runs from source.
const { register } = await import("tsx/esm/api");
register();
const worker = await import(workerData);

export default worker.default;
