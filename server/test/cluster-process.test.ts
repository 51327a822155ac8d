import http from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, runScript, tempDataDir } from "./support/server-process.ts";
import { onTestServer, runDatabaseName, testServerDatabaseUrl } from "./support/test-database.ts";

// On PostgreSQL the server runs WEB_CONCURRENCY workers behind one port (ADR 0020). Only in
// the PostgreSQL project (TEST_DATABASE_URL): the embedded database is single-process.
const databaseName = () => runDatabaseName(`maids_cluster_${process.env.VITEST_POOL_ID ?? "1"}`);

async function freshDatabaseUrl(): Promise<string> {
  await onTestServer(`drop database if exists "${databaseName()}" with (force)`);
  await onTestServer(`create database "${databaseName()}"`);
  return testServerDatabaseUrl(databaseName());
}

/** One GET on a connection of its own, so that the primary hands each to a worker in turn. */
async function getOnNewConnection(port: number, path: string) {
  return (await fetchOnNewConnection(port, path)).status;
}

function fetchOnNewConnection(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const METRICS_TOKEN = "cluster-metrics-token-0123456789abcdef";

/** A series' value in a Prometheus text answer. */
function seriesValue(text: string, series: string) {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function connectionRefused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe.skipIf(process.env.TEST_DATABASE !== "postgres")("server process with workers", () => {
  it("prepares once, serves from 2 workers on one port, sums their metrics and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = runScript("src/server.ts", [], {
      DATABASE_URL: await freshDatabaseUrl(),
      WEB_CONCURRENCY: "2",
      DATA_DIR: await tempDataDir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DEMO_DATA: "off",
      LOG_LEVEL: "info",
      METRICS_TOKEN,
    });
    await server.waitFor("is running at");
    expect(server.output()).toContain("Processes: 2 workers on one port");

    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(await getOnNewConnection(port, "/api/catalogue/maids"));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const servedBy = new Set(
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"request completed"'))
        .map((line) => JSON.parse(line).pid),
    );
    expect(servedBy.size).toBe(2);
    expect(servedBy.has(server.child.pid)).toBe(false);

    // One scrape, whichever worker answers it, counts the requests both served (ADR 0033).
    for (let scrape = 0; scrape < 2; scrape++) {
      const metrics = await fetchOnNewConnection(port, "/metrics", {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(metrics.status).toBe(200);
      expect(
        seriesValue(
          metrics.body,
          'http_request_duration_seconds_count{method="GET",route="/api/catalogue/maids",status_class="2xx"}',
        ),
      ).toBe(12);
      expect(seriesValue(metrics.body, 'agency_metrics_workers{state="answered"}')).toBe(2);
      expect(seriesValue(metrics.body, 'agency_metrics_workers{state="missing"}')).toBe(0);
    }

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().match(/"msg":"stopped"/g)).toHaveLength(2);
    expect(await connectionRefused(port)).toBe(true);
    await onTestServer(`drop database "${databaseName()}"`);
  });
});
