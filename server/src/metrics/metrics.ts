/**
 * metrics/: what the operator scrapes at `GET /metrics` (ADR 0033), in Prometheus's text
 * format through prom-client. Every label value comes from a closed set (route patterns,
 * methods, status classes, kinds): never a URL, an id, an email or a token.
 */
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from "prom-client";
import { type Database, QUERY_ERROR_KINDS } from "../db/database.ts";

/** The label of requests that matched no route (404s, refused before routing). */
const UNMATCHED_ROUTE = "unmatched";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Seconds: from a fast cached answer (a few ms) to the 5 s a stuck database is given. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

export interface Metrics {
  /** One answered request: its route pattern (`routeOptions.url`), never its URL. */
  observeRequest(request: {
    method: string;
    route: string | undefined;
    statusCode: number;
    seconds: number;
  }): void;
  /** Hits and misses of the catalogue's answer cache (catalogue/answer-cache.ts). */
  answerCache: { hit(): void; miss(): void };
  /** A mail that could not be sent (SMTP refused it, the outbox could not be written). */
  mailFailed(): void;
  /** This process's metrics, with Node's own (event loop, memory, GC). */
  collect(): Promise<MetricsJson>;
  /** This process's metrics as Prometheus text. */
  text(): Promise<string>;
  /** Sets the app's own counts back to zero (not Node's, nor the database's query errors). */
  reset(): void;
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let processRegistry: Registry | undefined;
/**
 * Node's metrics, once per process (prom-client's defaults: CPU, memory, event-loop lag,
 * GC, handles): their monitors run from the first app built, shared by every later one.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The app's metrics, in a registry of its own (tests build many apps in one process). */
export function createMetrics(database: Pick<Database, "stats">): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  new Counter({
    name: "agency_db_query_errors_total",
    help: "Database statements that failed: unavailable (database unreachable or timed out), constraint (SQLSTATE class 23) or other",
    labelNames: ["kind"] as const,
    registers,
    collect() {
      const counts = database.stats().queryErrors;
      this.reset();
      for (const kind of QUERY_ERROR_KINDS) this.inc({ kind }, counts[kind]);
    },
  });
  const connectionGauge = (
    name: string,
    help: string,
    read: (connections: ReturnType<Database["stats"]>["connections"]) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(database.stats().connections));
      },
    });
  connectionGauge(
    "agency_db_pool_max_connections",
    "Connections the pool may open (DATABASE_POOL_SIZE; 1 on the embedded database)",
    (c) => c.max,
  );
  connectionGauge(
    "agency_db_pool_connections",
    "Connections open (the embedded database: always 1)",
    (c) => c.total,
  );
  connectionGauge("agency_db_pool_idle_connections", "Open connections not in use", (c) => c.idle);
  connectionGauge(
    "agency_db_pool_waiting_requests",
    "Queries waiting for a connection (the embedded database: statements queued behind the running one)",
    (c) => c.waiting,
  );
  const cacheRequests = new Counter({
    name: "agency_catalogue_cache_requests_total",
    help: "Catalogue answers served from the answer cache (hit) or produced afresh (miss)",
    labelNames: ["result"] as const,
    registers,
  });
  const zeroCacheRequests = () => {
    cacheRequests.inc({ result: "hit" }, 0);
    cacheRequests.inc({ result: "miss" }, 0);
  };
  zeroCacheRequests();
  const mailFailures = new Counter({
    name: "agency_mail_failures_total",
    help: "Mails that could not be sent or written to the outbox",
    registers,
  });
  const merged = () => Registry.merge([processMetrics(), registry]);

  return {
    observeRequest({ method, route, statusCode, seconds }) {
      duration.observe(
        {
          method: METHODS.has(method) ? method : "OTHER",
          route: route ?? UNMATCHED_ROUTE,
          status_class: `${Math.min(5, Math.max(1, Math.floor(statusCode / 100)))}xx`,
        },
        seconds,
      );
    },
    answerCache: {
      hit: () => cacheRequests.inc({ result: "hit" }),
      miss: () => cacheRequests.inc({ result: "miss" }),
    },
    mailFailed: () => mailFailures.inc(),
    collect: () => merged().getMetricsAsJSON(),
    text: () => merged().metrics(),
    reset() {
      registry.resetMetrics();
      zeroCacheRequests();
    },
  };
}
