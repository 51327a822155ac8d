import type { Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";

/** What the shutdown uses of the app (app.ts's `App` is one). */
export interface StoppableApp {
  server: Pick<Server, "on" | "closeIdleConnections">;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  close(): PromiseLike<unknown>;
}

/** What the shutdown uses of the process: its signals, its exit and a timer; tests give fakes. */
export interface ShutdownHost {
  onSignal(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): void;
  exit(code: number): void;
  setTimeout(callback: () => void, ms: number): { unref(): unknown };
}

const nodeHost: ShutdownHost = {
  onSignal: (signal, listener) => process.on(signal, listener),
  exit: (code) => process.exit(code),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
};

/**
 * On SIGTERM or SIGINT: finish the requests in flight (at most `timeoutMs`, else exit 1),
 * close the database and exit 0.
 */
export function stopGracefullyOnSignals(
  app: StoppableApp,
  database: Pick<Database, "close">,
  timeoutMs: number,
  host: ShutdownHost = nodeHost,
) {
  // Once stopping, responses are sent with `Connection: close` (or, when already under
  // way, their connection is closed once they are done): no keep-alive connection holds the exit.
  let stopping = false;
  const underWay = new Set<ServerResponse>();
  app.server.on("request", (_request, response) => {
    if (stopping) response.shouldKeepAlive = false;
    underWay.add(response);
    response.once("close", () => underWay.delete(response));
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    for (const response of underWay) {
      if (!response.headersSent) response.shouldKeepAlive = false;
      else response.once("finish", () => setImmediate(() => app.server.closeIdleConnections()));
    }
    // Requests in flight may not take longer than this; exits 1 if they do.
    const forceExit = host.setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown timed out; exiting");
      host.exit(1);
    }, timeoutMs);
    forceExit.unref();
    try {
      // Node closes the connections it sees as idle at once, and one whose request it has
      // not read yet looks idle: first let it read what clients have already sent, for two
      // turns of the event loop (the one that delivered the signal, and the next, which
      // reads the connections that one accepted). Those requests are served as usual.
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
      // Stops accepting connections, closes idle keep-alive ones, answers 503 to requests
      // arriving on busy ones (return503OnClosing), and resolves when those in flight are done.
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      host.exit(1);
      return;
    }
    app.log.info("stopped");
    host.exit(0);
  };
  // Not once: a worker gets SIGINT from the terminal and SIGTERM from its primary.
  host.onSignal("SIGTERM", stop);
  host.onSignal("SIGINT", stop);
}
