import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, runScript, tempDataDir } from "./support/server-process.ts";

// Graceful stop of the real server process. It runs on its embedded database, so once
// (the PostgreSQL project skips it, as it does process.test.ts).
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = runScript("src/server.ts", [], {
    DATA_DIR: await tempDataDir(),
    PORT: String(port),
    HOST: "127.0.0.1",
    DEMO_DATA: "off",
    LOG_LEVEL: "info",
    ...env,
  });
  await server.waitFor("is running at");
  return { ...server, port };
}

/**
 * A sign-in whose body is held back: the request is in flight once the server has
 * answered `100 Continue` (it has read the request's head and is waiting for the body).
 */
async function signInInFlight(port: number) {
  const body = JSON.stringify({ email: "nobody@example.com", password: "Harbour7view" });
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  const continued = new Promise<void>((resolve, reject) => {
    socket.on("data", (chunk) => {
      received += chunk;
      if (received.includes("100 Continue")) resolve();
    });
    socket.on("error", reject);
  });
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write(
    [
      "POST /api/auth/login HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await continued;
  return {
    // Not `end`: a half-closed connection makes the server drop the request.
    finish: () => socket.write(body),
    /** The whole exchange, once the server has closed the connection. */
    closed,
  };
}

/** Resolves once the server no longer listens (a connection attempt is refused). */
async function refusedConnection(port: number): Promise<string> {
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("connect", () => {
        socket.destroy();
        resolve("accepted");
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    // A connection the closing listener still held is reset; try again until refused.
    if (outcome === "ECONNREFUSED") return outcome;
  }
}

describe.skipIf(process.env.TEST_DATABASE === "postgres")("graceful stop on SIGTERM", () => {
  it("finishes a request in flight, refuses new connections, and exits 0", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "10000" });
    const request = await signInInFlight(server.port);

    server.child.kill("SIGTERM");
    await server.waitFor("shutting down");
    expect(await refusedConnection(server.port)).toBe("ECONNREFUSED");
    expect(server.child.exitCode).toBeNull();

    request.finish();
    const exchange = await request.closed;
    expect(exchange).toMatch(/HTTP\/1\.1 401 Unauthorized/);
    expect(exchange).toContain('"message":"Invalid email or password."');
    // Its connection is not kept open for another request.
    expect(exchange).toMatch(/connection: close/i);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("exits 1 after SHUTDOWN_TIMEOUT_MS when a request never finishes", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "1000" });
    await signInInFlight(server.port);

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(2_500);
    expect(server.output()).toContain("shutdown timed out");
  });
});
