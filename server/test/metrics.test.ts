import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { users } from "../src/db/schema.ts";
import { aggregateWorkerMetrics, type PrimaryCluster } from "../src/metrics/cluster-metrics.ts";
import { createMetrics } from "../src/metrics/metrics.ts";
import { createHelper, createUser } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { freePort } from "./support/server-process.ts";
import { type TestContext, useTestApp } from "./support/test-app.ts";

// GET /metrics for the operator's Prometheus (ADR 0033, docs/operations.md).
const TOKEN = "test-metrics-token-0123456789abcdef";

const scrape = (t: TestContext, token = TOKEN) =>
  t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });

async function metricsText(t: TestContext) {
  const response = await scrape(t);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, `name{labels}`, with its labels in the order prom-client prints them. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const requestCount = (text: string, method: string, route: string, statusClass: string) =>
  seriesValue(
    text,
    `http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`,
  );

describe("GET /metrics without METRICS_TOKEN", () => {
  const t = useTestApp();

  it("answers 404 like an unknown path, with or without a token", async () => {
    const unknown = await t.app.inject({ url: "/no-such-path" });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(unknown.json().code);
      expect(response.body).not.toContain("http_request_duration_seconds");
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it("answers 401 to a missing or wrong token and the metrics to the right one", async () => {
    const missing = await t.app.inject({ url: "/metrics" });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(missing.json().message).toBe(API_MESSAGES.metricsTokenRequired);
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), "x", ""]) {
      const response = await scrape(t, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain("http_request_duration_seconds");
    }
    const basic = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    });
    expect(basic.statusCode).toBe(401);

    const right = await scrape(t);
    expect(right.statusCode).toBe(200);
    expect(right.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    // prom-client's defaults: event-loop lag and memory.
    expect(right.body).toContain("nodejs_eventloop_lag_seconds");
    expect(right.body).toContain("process_resident_memory_bytes");
    expect(right.body).toContain("nodejs_heap_size_used_bytes");
  });

  it("counts each request under its route pattern, method and status class", async () => {
    await t.app.inject({ url: "/livez" });
    await t.app.inject({ url: "/livez" });
    await t.app.inject({ url: "/api/catalogue/maids/424242" });
    await t.app.inject({ url: "/api/no-such-route" });
    const text = await metricsText(t);
    expect(requestCount(text, "GET", "/livez", "2xx")).toBe(2);
    expect(requestCount(text, "GET", "/api/catalogue/maids/:id", "4xx")).toBe(1);
    expect(requestCount(text, "GET", "unmatched", "4xx")).toBe(1);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/livez",status_class="2xx"\} \d/m,
    );
  });

  it("counts the built web app's assets under one route, whatever their hashed names", async () => {
    const webDistDir = path.join(t.dataDir, "web-dist");
    await mkdir(path.join(webDistDir, "assets"), { recursive: true });
    await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>Agency</title>");
    for (const name of ["index-1a2b3c.js", "catalogue-4d5e6f.js"]) {
      await writeFile(path.join(webDistDir, "assets", name), "console.log('app')");
    }
    const app = await buildApp({
      config: { ...t.config, webDistDir },
      database: t.database,
      imageStorage: t.storage,
    });
    try {
      await app.inject({ url: "/assets/index-1a2b3c.js" });
      await app.inject({ url: "/assets/catalogue-4d5e6f.js" });
      const text = (
        await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })
      ).body;
      expect(requestCount(text, "GET", "/assets/*", "2xx")).toBe(2);
      expect(text).not.toContain("1a2b3c");
    } finally {
      await app.close();
    }
  });

  it("never puts an id, an email or a token from a request into the output", async () => {
    const id = "987654321";
    const email = "siew.ling.tan@example.com";
    await t.app.inject({ url: `/api/catalogue/maids/${id}` });
    await t.app.inject({ url: `/api/catalogue/maids/${encodeURIComponent(email)}` });
    await t.app.inject({ url: `/api/share/${email}/${id}?token=${id}` });
    await send(t.app, "POST", "/api/auth/forgot-password", { body: { email } });
    await t.app.inject({ url: `/${id}/${email}`, method: "DELETE" });
    const text = await metricsText(t);
    expect(requestCount(text, "GET", "/api/catalogue/maids/:id", "4xx")).toBeGreaterThanOrEqual(2);
    for (const value of [id, email, "siew", "example.com", "%40", TOKEN]) {
      expect(text).not.toContain(value);
    }
  });

  it("counts the catalogue's answer-cache misses and hits", async () => {
    await createHelper(t.database.db);
    const before = await metricsText(t);
    const hits = seriesValue(before, 'agency_catalogue_cache_requests_total{result="hit"}') ?? 0;
    const misses = seriesValue(before, 'agency_catalogue_cache_requests_total{result="miss"}') ?? 0;
    const list = "/api/catalogue/maids?page=1&limit=20";
    expect((await t.app.inject({ url: list })).statusCode).toBe(200);
    expect((await t.app.inject({ url: list })).statusCode).toBe(200);
    const after = await metricsText(t);
    expect(seriesValue(after, 'agency_catalogue_cache_requests_total{result="miss"}')).toBe(
      misses + 1,
    );
    expect(seriesValue(after, 'agency_catalogue_cache_requests_total{result="hit"}')).toBe(
      hits + 1,
    );
  });

  it("counts failed database statements by kind and shows the connections", async () => {
    const before = await metricsText(t);
    const other = seriesValue(before, 'agency_db_query_errors_total{kind="other"}') ?? 0;
    const constraint = seriesValue(before, 'agency_db_query_errors_total{kind="constraint"}') ?? 0;
    await expect(t.database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toThrow();
    const user = await createUser(t.database.db);
    const duplicate = { name: "Someone else", email: user.email, passwordHash: "x" };
    await expect(t.database.db.insert(users).values(duplicate)).rejects.toThrow();
    // node-postgres closes a connection whose statement failed: one that succeeds opens one.
    await t.database.ping();
    const after = await metricsText(t);
    expect(seriesValue(after, 'agency_db_query_errors_total{kind="other"}')).toBe(other + 2);
    expect(seriesValue(after, 'agency_db_query_errors_total{kind="constraint"}')).toBe(
      constraint + 1,
    );
    expect(seriesValue(after, 'agency_db_query_errors_total{kind="unavailable"}')).toBe(0);
    // The test database's pool has 4 connections (support/test-database.ts); PGlite has one.
    const max = t.database.kind === "postgres" ? 4 : 1;
    expect(seriesValue(after, "agency_db_pool_max_connections")).toBe(max);
    expect(seriesValue(after, "agency_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, "agency_db_pool_connections")).toBeLessThanOrEqual(max);
    expect(seriesValue(after, "agency_db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, "agency_db_pool_waiting_requests")).toBe(0);
  });
});

describe("GET /metrics when mail cannot be sent", async () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });

  it("counts the failure", async () => {
    const account = await createUser(t.database.db);
    const before = seriesValue(await metricsText(t), "agency_mail_failures_total");
    expect(before).toBe(0);
    await send(t.app, "POST", "/api/auth/forgot-password", { body: { email: account.email } });
    await t.app.backgroundWorkSettled();
    expect(seriesValue(await metricsText(t), "agency_mail_failures_total")).toBe(1);
  });
});

describe("the cluster's primary", () => {
  it("sums the workers that answer and counts, without waiting longer, the one that does not", async () => {
    const metrics = createMetrics({
      stats: () => ({
        queryErrors: { unavailable: 0, constraint: 0, other: 1 },
        connections: { max: 10, total: 3, idle: 2, waiting: 0 },
      }),
    });
    metrics.observeRequest({ method: "GET", route: "/livez", statusCode: 200, seconds: 0.001 });
    const json = await metrics.collect();
    let onMessage: (
      worker: { id: number; send(message: unknown): boolean },
      message: unknown,
    ) => void = () => {};
    const worker = (id: number, answers: boolean) => ({
      id,
      isConnected: () => true,
      send(message: unknown) {
        const { id: requestId } = message as { id: number };
        if (answers)
          setImmediate(() =>
            onMessage(this, { type: "agency-metrics:collected", id: requestId, metrics: json }),
          );
        return true;
      },
    });
    const cluster = {
      workers: { 1: worker(1, true), 2: worker(2, true), 3: worker(3, false) },
      on: (_event: string, listener: typeof onMessage) => {
        onMessage = listener;
      },
    } as unknown as PrimaryCluster;
    const text = await aggregateWorkerMetrics(cluster, 50).collect();
    expect(requestCount(text, "GET", "/livez", "2xx")).toBe(2);
    expect(seriesValue(text, 'agency_db_query_errors_total{kind="other"}')).toBe(2);
    expect(seriesValue(text, "agency_db_pool_connections")).toBe(6);
    expect(seriesValue(text, 'agency_metrics_workers{state="answered"}')).toBe(2);
    expect(seriesValue(text, 'agency_metrics_workers{state="missing"}')).toBe(1);
  });
});
