/**
 * metrics/: `GET /metrics` for the operator's Prometheus (ADR 0033, docs/operations.md), and
 * the hook that times every request under its route pattern.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { errorBody } from "../http/error-handler.ts";
import { MetricsUnavailableError } from "./cluster-metrics.ts";
import { METRICS_CONTENT_TYPE, type Metrics } from "./metrics.ts";

export interface MetricsOptions {
  /** METRICS_TOKEN; without it `/metrics` answers 404 like an unknown path. */
  token: string | undefined;
  /** The text to answer: this process's metrics, or the cluster's (cluster-metrics.ts). */
  scrape: () => Promise<string>;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time (of equal-length digests). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1];
  return timingSafeEqual(digest(presented ?? ""), expected) && presented !== undefined;
}

/** Each built asset is a route of its own, named by its hash: one label for them all. */
const routeLabel = (route: string | undefined) =>
  route?.startsWith("/assets/") ? "/assets/*" : route;

/** Times every request under its route pattern; on the root instance, before the routes. */
export function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      // The pattern (`/api/catalogue/maids/:id`), never the URL; undefined when no route matched.
      route: routeLabel(request.routeOptions.url),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}

export const metricsRoutes: FastifyPluginAsync<MetricsOptions> = async (app, { token, scrape }) => {
  const expected = token === undefined ? undefined : digest(token);
  app.get(
    "/metrics",
    // For the operator's Prometheus, not a client of the API: not in the OpenAPI document.
    { schema: { hide: true } },
    async (request, reply) => {
      if (!expected) {
        return reply
          .status(404)
          .send(errorBody(404, API_MESSAGES.routeNotFound(request.method, request.url)));
      }
      if (!bearerMatches(request.headers.authorization, expected)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send(errorBody(401, API_MESSAGES.metricsTokenRequired));
      }
      try {
        const text = await scrape();
        return reply
          .header("content-type", METRICS_CONTENT_TYPE)
          .header("cache-control", "no-store")
          .send(text);
      } catch (error) {
        if (!(error instanceof MetricsUnavailableError)) throw error;
        request.log.warn({ err: error }, "metrics scrape failed");
        return reply.status(503).send(errorBody(503, API_MESSAGES.metricsUnavailable));
      }
    },
  );
};
