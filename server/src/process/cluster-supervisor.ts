import nodeCluster from "node:cluster";
import type { Config } from "../config.ts";
import type { ProcessLogger } from "./process-logger.ts";

/** Restarts of workers that died on their own, within a minute, before the primary gives up. */
export const MAX_RESTARTS_PER_MINUTE = 5;

/** A worker as the supervisor sees it. */
export interface SupervisedWorker {
  process: { pid?: number | undefined; kill(signal: NodeJS.Signals): unknown };
}

/**
 * What the supervisor uses of Node: the cluster module, the process's signals and exit, a timer
 * and the clock. `nodeHost` is the real one; tests give fakes.
 */
export interface SupervisorHost {
  cluster: {
    readonly workers?: NodeJS.Dict<SupervisedWorker>;
    fork(): unknown;
    on(event: "listening", listener: () => void): unknown;
    on(
      event: "exit",
      listener: (worker: SupervisedWorker, code: number, signal: string) => void,
    ): unknown;
  };
  onSignal(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): void;
  exit(code: number): void;
  setTimeout(callback: () => void, ms: number): { unref(): unknown };
  now(): number;
}

const nodeHost: SupervisorHost = {
  cluster: nodeCluster,
  onSignal: (signal, listener) => process.on(signal, listener),
  exit: (code) => process.exit(code),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  now: () => Date.now(),
};

/**
 * The primary of `config.workers` cluster workers sharing one port (ADR 0020). Resolves once
 * all listen; replaces a worker that dies; on SIGTERM or SIGINT passes SIGTERM on, waits for
 * every worker's graceful stop and exits 0 if all stopped cleanly, else 1.
 */
export function runWorkers(
  config: Pick<Config, "workers" | "shutdownTimeoutMs">,
  log: ProcessLogger,
  host: SupervisorHost = nodeHost,
): Promise<void> {
  const { cluster } = host;
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
        if (left === 0) host.exit(failed ? 1 : 0);
        return;
      }
      if (!started) {
        stopAll();
        reject(new Error(`a worker exited during start-up (code ${code ?? signal})`));
        return;
      }
      const now = host.now();
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
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        host.exit(failed ? 1 : 0);
        return;
      }
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      // Each worker bounds its own stop by SHUTDOWN_TIMEOUT_MS; this bounds the primary's.
      host
        .setTimeout(() => {
          log.error(
            { timeoutMs: config.shutdownTimeoutMs },
            "workers did not stop in time; exiting",
          );
          for (const worker of Object.values(cluster.workers ?? {}))
            worker?.process.kill("SIGKILL");
          host.exit(1);
        }, config.shutdownTimeoutMs + 2_000)
        .unref();
    };
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ signal }, "shutting down: stopping the workers");
      stopAll();
    };
    host.onSignal("SIGTERM", onSignal);
    host.onSignal("SIGINT", onSignal);
  });
}
