/**
 * Biodata PDFs off the event loop (ADR 0026): rendered by a small pool of worker threads,
 * at most `workers` at once and `queueLimit` waiting, and kept in a cache by a key that
 * changes whenever what the PDF shows changes.
 */
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { DomainError } from "../domain-errors.ts";
import type { BiodataDocument } from "./biodata-pdf.ts";
import { createPdfCache } from "./pdf-cache.ts";
import { createWorkerPool, PoolBusyError, PoolClosedError } from "./worker-pool.ts";

export interface BiodataPdfLimits {
  workers: number;
  queueLimit: number;
  cacheBytes: number;
}

export interface BiodataPdfRenderer {
  /** The PDF kept under `key`, or rendered from `document()` in a worker (and then kept). */
  render(key: string, document: () => Promise<BiodataDocument>): Promise<Buffer>;
  /** Drops every PDF kept (the app's `resetKeptState`); the workers stay. */
  forget(): void;
  close(): Promise<void>;
}

/** Every worker is busy and the queue is full, or the server is stopping: try again later. */
export class BiodataPdfBusyError extends Error {}

/** A render failed, crashed its worker or ran past its time limit: a 500, logged with its cause. */
class BiodataPdfFailedError extends DomainError {
  constructor(cause: unknown) {
    super("failed", API_MESSAGES.internal);
    this.cause = cause;
  }
}

/** A PDF takes 0.2 to 0.6 s; one that takes this long is stuck, and its worker is replaced. */
const RENDER_TIMEOUT_MS = 20_000;

/** Beside this file in the source; beside server.js in the build, which names it so (build.mjs). */
const WORKER_FILE = import.meta.url.endsWith(".ts")
  ? new URL("./biodata-pdf-worker.ts", import.meta.url)
  : new URL("./biodata-pdf-worker.js", import.meta.url);

export function createBiodataPdfRenderer(limits: BiodataPdfLimits): BiodataPdfRenderer {
  // The pool starts its workers on the first render.
  const pool = createWorkerPool<BiodataDocument, Uint8Array>({
    file: WORKER_FILE,
    size: limits.workers,
    queueLimit: limits.queueLimit,
    taskTimeoutMs: RENDER_TIMEOUT_MS,
  });
  const cache = createPdfCache(limits.cacheBytes);

  async function renderInWorker(document: BiodataDocument): Promise<Buffer> {
    try {
      const bytes = await pool.run(document);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof PoolBusyError || error instanceof PoolClosedError) {
        throw new BiodataPdfBusyError(error.message);
      }
      throw new BiodataPdfFailedError(error);
    }
  }

  return {
    render: (key, document) => cache.get(key, async () => renderInWorker(await document())),
    forget: () => cache.clear(),
    close: () => pool.close(),
  };
}
