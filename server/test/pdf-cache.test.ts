import { describe, expect, it } from "vitest";
import { createPdfCache } from "../src/biodata/pdf-cache.ts";

const pdfOf = (size: number, fill = 1) => Buffer.alloc(size, fill);

/** A render that counts its calls. */
function counting(make: () => Promise<Buffer>) {
  const render = async () => {
    render.calls += 1;
    return make();
  };
  render.calls = 0;
  return render;
}

describe("PDF cache", () => {
  it("renders once per key, and shares a render in progress", async () => {
    const cache = createPdfCache(1000);
    const render = counting(async () => pdfOf(10));
    const [first, second] = await Promise.all([cache.get("a", render), cache.get("a", render)]);
    expect(await cache.get("a", render)).toBe(first);
    expect(second).toBe(first);
    expect(render.calls).toBe(1);
  });

  it("drops the least recently used beyond its size in bytes", async () => {
    const cache = createPdfCache(300);
    const render = counting(async () => pdfOf(100));
    for (const key of ["a", "b", "c"]) await cache.get(key, render);
    await cache.get("a", render);
    await cache.get("d", render);
    expect(render.calls).toBe(4);
    await cache.get("a", render);
    await cache.get("c", render);
    await cache.get("d", render);
    expect(render.calls).toBe(4);
    await cache.get("b", render);
    expect(render.calls).toBe(5);
  });

  it("keeps neither a failed render nor a PDF larger than itself", async () => {
    const cache = createPdfCache(50);
    const failing = counting(async () => {
      throw new Error("render failed");
    });
    await expect(cache.get("a", failing)).rejects.toThrow("render failed");
    await expect(cache.get("a", failing)).rejects.toThrow("render failed");
    expect(failing.calls).toBe(2);
    const large = counting(async () => pdfOf(51));
    await cache.get("b", large);
    await cache.get("b", large);
    expect(large.calls).toBe(2);
  });
});
