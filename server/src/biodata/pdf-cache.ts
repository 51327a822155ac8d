import { LRUCache } from "lru-cache";

/**
 * Rendered PDFs by key, the least recently used dropped first beyond `maxBytes` (ADR 0026).
 * Requests for a key being rendered share that render; a failed render is not kept, nor a PDF
 * larger than the whole cache.
 */
export interface PdfCache {
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Drops every PDF kept. */
  clear(): void;
}

export function createPdfCache(maxBytes: number): PdfCache {
  // lru-cache's fetch shares a fetch in progress; the render to run is the caller's context.
  const kept = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: maxBytes,
    sizeCalculation: (pdf) => Math.max(pdf.length, 1),
    fetchMethod: (_key, _stale, { context: render }) => render(),
  });
  return {
    clear: () => kept.clear(),
    async get(key, render) {
      const pdf = await kept.fetch(key, { context: render });
      if (!pdf) throw new Error(`biodata PDF ${key} was not rendered`);
      return pdf;
    },
  };
}
