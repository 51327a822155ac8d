import crypto from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { useTestApp } from "./test-app.ts";

/**
 * s3rver makes its listings' continuation tokens with single DES, which OpenSSL 3 (Node 17
 * and later) no longer offers, so a long listing failed with InternalError. Three-key DES
 * with the same key three times is single DES: the same tokens, from a cipher Node has.
 * Only the name "des" is rewritten; nothing else in the tests uses it.
 */
function letS3rverContinueListings() {
  const patched = Symbol.for("maids.s3rver-des");
  const target = crypto as unknown as Record<symbol, boolean>;
  if (target[patched]) return;
  target[patched] = true;
  const { createCipheriv, createDecipheriv } = crypto;
  const tripled = (key: crypto.CipherKey) => Buffer.concat([key, key, key] as Buffer[]);
  Object.assign(crypto, {
    createCipheriv: (algorithm: string, key: crypto.CipherKey, ...rest: [never]) =>
      algorithm === "des"
        ? createCipheriv("des-ede3-cbc", tripled(key), ...rest)
        : createCipheriv(algorithm, key, ...rest),
    createDecipheriv: (algorithm: string, key: crypto.CipherKey, ...rest: [never]) =>
      algorithm === "des"
        ? createDecipheriv("des-ede3-cbc", tripled(key), ...rest)
        : createDecipheriv(algorithm, key, ...rest),
  });
}

/**
 * s3rver's disk store removes an object's files, then the folders left empty; two deletions
 * in one folder at once (its own DeleteObjects runs them so) race on those folders and the
 * loser answers 500, which no S3 store does. The object's files are gone by then: a folder
 * already removed, or filled again meanwhile, is not an error.
 */
function letS3rverDeleteConcurrently() {
  const store = createRequire(import.meta.url)("s3rver/lib/stores/filesystem.js").prototype as {
    deleteObject: (...args: unknown[]) => Promise<void>;
  };
  const patched = Symbol.for("maids.s3rver-delete");
  const target = store as unknown as Record<symbol, boolean>;
  if (target[patched]) return;
  target[patched] = true;
  const { deleteObject } = store;
  store.deleteObject = async function (this: unknown, ...args: unknown[]) {
    try {
      await deleteObject.apply(this, args);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== "ENOENT" && code !== "ENOTEMPTY") throw error;
    }
  };
}

/** s3rver's own account: it checks every request's signature against it. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * An S3-compatible server in this process (s3rver, ADR 0032) on a random 127.0.0.1 port,
 * its objects in a temporary folder, with one empty bucket. `env` is what STORAGE=s3 needs
 * to reach it (with the test credentials in `credentialsEnv` for a server process),
 * `clientConfig` the test credentials (production takes them from the SDK's chain).
 * `stop` and `start` take it down and bring it back on the same port with the same objects;
 * `hang` takes it down and leaves its port accepting connections that are never answered, as a
 * store that hangs does.
 */
export async function startTestS3Server(bucket = "helper-photos") {
  letS3rverContinueListings();
  letS3rverDeleteConcurrently();
  const directory = await mkdtemp(path.join(tmpdir(), "maids-s3-"));
  const run = async (port: number) => {
    const instance = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    return { instance, port: (await instance.run()).port };
  };
  let server: Awaited<ReturnType<typeof run>> | null = await run(0);
  const { port } = server;
  const endpoint = `http://127.0.0.1:${port}`;
  const clientConfig: S3ClientConfig = { credentials: CREDENTIALS };
  let hanging: NetServer | null = null;
  const sockets = new Set<Socket>();
  const stopHanging = async () => {
    if (!hanging) return;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging?.close(resolve));
    hanging = null;
  };
  /** Like a store going down: open connections end too (a plain close waits for them). */
  const stop = async () => {
    await stopHanging();
    if (!server) return;
    const closing = server.instance.close();
    (server.instance as unknown as { httpServer?: Server }).httpServer?.closeAllConnections();
    await closing;
    server = null;
  };
  return {
    bucket,
    endpoint,
    clientConfig,
    env: { STORAGE: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: "true" },
    credentialsEnv: {
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client: (config: S3ClientConfig = {}) =>
      new S3Client({
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        ...config,
      }),
    stop,
    async hang() {
      await stop();
      hanging = createNetServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => hanging?.listen(port, "127.0.0.1", resolve));
    },
    async start() {
      await stopHanging();
      server ??= await run(port);
    },
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startTestS3Server>>;

/**
 * The test app of a file whose photos go to a bucket of an s3rver started for the file
 * (STORAGE=s3, under `prefix`). Like useTestApp's context, `s3` is filled in when the file's
 * hooks run; the app closes before the server does.
 */
export function useTestAppOnS3(prefix: string) {
  const s3 = {} as TestS3Server;
  beforeAll(async () => {
    Object.assign(s3, await startTestS3Server());
  });
  afterAll(() => s3.close?.());
  const t = useTestApp(() => ({ ...s3.env, S3_PREFIX: prefix }), {
    s3Client: { credentials: CREDENTIALS },
  });
  return { s3, t };
}
