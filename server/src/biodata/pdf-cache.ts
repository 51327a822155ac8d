/**
 * Rendered PDFs by key, the least recently used dropped first beyond `maxBytes` (ADR 0026).
 * Requests for a key being rendered share that render; a failed render is not kept.
 */
export interface PdfCache {
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

export function createPdfCache(maxBytes: number): PdfCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the oldest first.
  const kept = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  function keep(key: string, pdf: Buffer) {
    if (pdf.length > maxBytes) return;
    kept.set(key, pdf);
    keptBytes += pdf.length;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldKey);
      keptBytes -= old.length;
    }
  }

  return {
    get(key, render) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const shared = rendering.get(key);
      if (shared) return shared;
      const work = render()
        .then((pdf) => {
          keep(key, pdf);
          return pdf;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, work);
      return work;
    },
  };
}
