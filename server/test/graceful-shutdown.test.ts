import { type AddressInfo, connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type ShutdownHost, stopGracefullyOnSignals } from "../src/process/graceful-shutdown.ts";

/**
 * The graceful stop of one server process, alone: a real Fastify server on a free port (with
 * return503OnClosing, as app.ts builds it), a fake database, and fake signals, exit and timer.
 * process.test.ts stops the real entry point.
 */

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function setUp({ timeoutMs = 5_000, databaseClose = async () => {} } = {}) {
  const release = deferred();
  const arrived = deferred();
  app = Fastify({ return503OnClosing: true });
  app.get("/slow", async () => {
    arrived.resolve();
    await release.promise;
    return { done: true };
  });
  app.get("/fast", async () => ({ fast: true }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as AddressInfo).port;

  const events: string[] = [];
  const exited = deferred<number>();
  const signalListeners = new Map<NodeJS.Signals, (signal: NodeJS.Signals) => void>();
  const timers: { callback: () => void; ms: number; unref: boolean }[] = [];
  const host: ShutdownHost = {
    onSignal: (signal, listener) => signalListeners.set(signal, listener),
    exit: (code) => {
      events.push(`exit ${code}`);
      exited.resolve(code);
    },
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, unref: false };
      timers.push(timer);
      return { unref: () => (timer.unref = true) };
    },
  };
  const server = app;
  const log = {
    info: (...args: unknown[]) => events.push(`info ${JSON.stringify(args)}`),
    error: (...args: unknown[]) => events.push(`error ${JSON.stringify(args)}`),
  };
  const database = {
    close: async () => {
      events.push("database closed");
      await databaseClose();
    },
  };
  stopGracefullyOnSignals(
    { server: server.server, log: log as never, close: () => server.close() },
    database,
    timeoutMs,
    host,
  );
  return {
    port,
    events,
    timers,
    exited: exited.promise,
    release: release.resolve,
    arrived: arrived.promise,
    signal: (signal: NodeJS.Signals) => signalListeners.get(signal)?.(signal),
    get: (path: string) => fetch(`http://127.0.0.1:${port}${path}`),
  };
}

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight, then closes the database and exits 0", async () => {
    const run = await setUp();
    const slow = run.get("/slow");
    await run.arrived;
    run.signal("SIGTERM");
    await turns(10);
    expect(run.events.some((event) => event.startsWith("exit"))).toBe(false);
    expect(run.events).not.toContain("database closed");

    run.release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // Its connection is not kept alive.
    expect(answer.headers.get("connection")).toBe("close");
    expect(await run.exited).toBe(0);
    const order = run.events.map((event) => event.split(" [")[0]);
    expect(order.indexOf("database closed")).toBeLessThan(order.indexOf("exit 0"));
    expect(run.events.at(-1)).toBe("exit 0");
    expect(run.events[0]).toContain("shutting down: finishing in-flight requests");
    expect(run.events[0]).toContain('"signal":"SIGTERM"');
  });

  it("stops on SIGINT too", async () => {
    const run = await setUp();
    run.signal("SIGINT");
    expect(await run.exited).toBe(0);
  });

  it("closes a busy keep-alive connection once its answer is sent, serving nothing after it", async () => {
    const run = await setUp();
    const socket = connect(run.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await run.arrived;
    run.signal("SIGTERM");
    await turns(5);
    // A second request pipelined on the same connection, after the stop began.
    socket.write("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
    await turns(5);
    run.release();
    await run.exited;
    await new Promise((resolve) => (socket.closed ? resolve(null) : socket.once("close", resolve)));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain("Connection: close\r\n");
    expect(received.endsWith('{"done":true}')).toBe(true);
  });

  it("ignores a second signal while stopping", async () => {
    const run = await setUp();
    const slow = run.get("/slow");
    await run.arrived;
    run.signal("SIGTERM");
    run.signal("SIGINT");
    run.signal("SIGTERM");
    expect(run.timers).toHaveLength(1);
    run.release();
    await slow;
    expect(await run.exited).toBe(0);
    expect(run.events.filter((event) => event.includes("shutting down"))).toHaveLength(1);
    expect(run.events.filter((event) => event.startsWith("exit"))).toEqual(["exit 0"]);
  });

  it("exits 1 when the requests in flight outlast the time limit", async () => {
    const run = await setUp({ timeoutMs: 1_234 });
    const slow = run.get("/slow");
    await run.arrived;
    run.signal("SIGTERM");
    expect(run.timers).toEqual([expect.objectContaining({ ms: 1_234, unref: true })]);
    run.timers[0]?.callback();
    expect(await run.exited).toBe(1);
    expect(run.events).toContain(
      `error ${JSON.stringify([{ timeoutMs: 1_234 }, "shutdown timed out; exiting"])}`,
    );
    expect(run.events).not.toContain("database closed");
    run.release();
    await slow;
  });

  it("exits 1 when closing fails", async () => {
    const run = await setUp({
      databaseClose: async () => {
        throw new Error("database gone");
      },
    });
    run.signal("SIGTERM");
    expect(await run.exited).toBe(1);
    await turns(2);
    expect(run.events.filter((event) => event.startsWith("exit"))).toEqual(["exit 1"]);
    expect(run.events.some((event) => event.includes("shutdown failed"))).toBe(true);
    expect(run.events.some((event) => event.includes('"stopped"'))).toBe(false);
  });
});
