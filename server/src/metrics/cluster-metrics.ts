/**
 * metrics/: one scrape for the whole cluster (ADR 0033). The worker that receives
 * `GET /metrics` asks the primary; the primary asks every worker for its metrics over the
 * cluster's IPC channel, sums what arrives within `COLLECT_TIMEOUT_MS` (prom-client's
 * `AggregatorRegistry.aggregate`) and answers. A worker that does not answer in time is left
 * out and counted in `agency_metrics_workers{state="missing"}`, so a stuck worker delays a
 * scrape by at most that long and never fails it.
 */
import type { Cluster, Worker } from "node:cluster";
import { AggregatorRegistry, Gauge } from "prom-client";
import type { Metrics, MetricsJson } from "./metrics.ts";

/** How long the primary waits for the workers' metrics. */
const COLLECT_TIMEOUT_MS = 2_000;
/** How long a worker waits for the primary's answer before answering 503. */
const SCRAPE_TIMEOUT_MS = COLLECT_TIMEOUT_MS + 1_000;

const COLLECT = "agency-metrics:collect";
const COLLECTED = "agency-metrics:collected";
const SCRAPE = "agency-metrics:scrape";
const SCRAPED = "agency-metrics:scraped";

interface Message {
  type?: unknown;
  id?: unknown;
  metrics?: MetricsJson;
  text?: string;
  error?: string;
}

const isMessage = (value: unknown): value is Message => typeof value === "object" && value !== null;

/**
 * Given to every `send`: a process that exited between the check and the send makes Node
 * report it to this callback instead of as an `error` event, which would end the sender.
 */
const ignoreClosedChannel = () => {};

/** What the primary uses of node:cluster (tests give a fake). */
export type PrimaryCluster = Pick<Cluster, "on"> & {
  readonly workers?: NodeJS.Dict<ClusterWorker>;
};
type ClusterWorker = Pick<Worker, "id" | "isConnected"> & {
  send(message: unknown, callback: (error: Error | null) => void): unknown;
};

/**
 * In the primary: answers each worker's scrape request with the sum over all workers.
 * Returns `collect` (the same sum as text), for tests.
 */
export function aggregateWorkerMetrics(cluster: PrimaryCluster, timeoutMs = COLLECT_TIMEOUT_MS) {
  let nextId = 0;
  const pending = new Map<number, (workerId: number, metrics: MetricsJson) => void>();

  const collect = () =>
    new Promise<string>((resolve) => {
      const id = nextId++;
      const asked = Object.values(cluster.workers ?? {}).filter(
        (worker) => worker?.isConnected() === true,
      );
      const answers = new Map<number, MetricsJson>();
      const finish = () => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(summed([...answers.values()], answers.size, asked.length - answers.size));
      };
      const timer = setTimeout(finish, timeoutMs);
      pending.set(id, (workerId, metrics) => {
        answers.set(workerId, metrics);
        if (answers.size === asked.length) finish();
      });
      if (asked.length === 0) finish();
      for (const worker of asked) worker?.send({ type: COLLECT, id }, ignoreClosedChannel);
    });

  cluster.on("message", (worker: ClusterWorker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECTED && typeof message.id === "number" && message.metrics) {
      pending.get(message.id)?.(worker.id, message.metrics);
    } else if (message.type === SCRAPE) {
      collect().then(
        (text) => worker.send({ type: SCRAPED, id: message.id, text }, ignoreClosedChannel),
        (error: unknown) =>
          worker.send({ type: SCRAPED, id: message.id, error: String(error) }, ignoreClosedChannel),
      );
    }
  });
  return { collect };
}

/** The workers' metrics summed (counters, histograms, most gauges), with how many answered. */
async function summed(each: MetricsJson[], answered: number, missing: number): Promise<string> {
  const registry = AggregatorRegistry.aggregate(each);
  const workers = new Gauge({
    name: "agency_metrics_workers",
    help: "Worker processes whose metrics this scrape sums (answered) or lacks (missing: no answer in time)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  workers.set({ state: "answered" }, answered);
  workers.set({ state: "missing" }, missing);
  return registry.metrics();
}

/** What a worker uses of its process: the IPC channel to the primary (tests give a fake). */
export interface WorkerChannel {
  send?: (message: unknown, callback: (error: Error | null) => void) => unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

export class MetricsUnavailableError extends Error {}

/**
 * In a worker: gives the primary this process's metrics when asked, and scrapes the whole
 * cluster through the primary. `stop` removes the listener (when the app closes).
 */
export function workerMetrics(
  metrics: Pick<Metrics, "collect">,
  channel: WorkerChannel = process,
  timeoutMs = SCRAPE_TIMEOUT_MS,
) {
  let nextId = 0;
  const waiting = new Map<number, (answer: Message) => void>();
  const listener = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECT) {
      metrics.collect().then(
        (json) =>
          channel.send?.({ type: COLLECTED, id: message.id, metrics: json }, ignoreClosedChannel),
        () => {},
      );
    } else if (message.type === SCRAPED && typeof message.id === "number") {
      waiting.get(message.id)?.(message);
    }
  };
  channel.on("message", listener);
  return {
    scrape: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new MetricsUnavailableError("the primary did not answer the scrape in time"));
        }, timeoutMs);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (typeof answer.text === "string") resolve(answer.text);
          else reject(new MetricsUnavailableError(answer.error ?? "the primary could not scrape"));
        });
        channel.send?.({ type: SCRAPE, id }, ignoreClosedChannel);
      }),
    stop: () => channel.off("message", listener),
  };
}
