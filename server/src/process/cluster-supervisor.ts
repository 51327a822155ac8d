import cluster from "node:cluster";
import type { Config } from "../config.ts";
import type { ProcessLogger } from "./process-logger.ts";

/** Restarts of workers that died on their own, within a minute, before the primary gives up. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The primary of `config.workers` cluster workers sharing one port (ADR 0020). Resolves once
 * all listen; replaces a worker that dies; on SIGTERM or SIGINT passes SIGTERM on, waits for
 * every worker's graceful stop and exits 0 if all stopped cleanly, else 1.
 */
export function runWorkers(config: Config, log: ProcessLogger): Promise<void> {
  return new Promise((resolve, reject) => {
    let listening = 0;
    let started = false;
    let stopping = false;
    let failed = false;
    const restarts: number[] = [];
    for (let i = 0; i < config.workers; i++) cluster.fork();
    cluster.on("listening", () => {
      if (started || ++listening < config.workers) return;
      started = true;
      log.info({ workers: config.workers }, "workers listening");
      resolve();
    });
    cluster.on("exit", (worker, code, signal) => {
      if (code !== 0) failed = true;
      const left = Object.keys(cluster.workers ?? {}).length;
      if (stopping) {
        if (left === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (!started) {
        stopAll();
        reject(new Error(`a worker exited during start-up (code ${code ?? signal})`));
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        log.error({ restarts: restarts.length }, "workers keep dying; stopping");
        failed = true;
        stopAll();
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
      cluster.fork();
    });
    const stopAll = () => {
      if (stopping) return;
      stopping = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      // Each worker bounds its own stop by SHUTDOWN_TIMEOUT_MS; this bounds the primary's.
      setTimeout(() => {
        log.error({ timeoutMs: config.shutdownTimeoutMs }, "workers did not stop in time; exiting");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }, config.shutdownTimeoutMs + 2_000).unref();
    };
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ signal }, "shutting down: stopping the workers");
      stopAll();
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  });
}
