// Timing of one kind of request, one at a time, as bench/admin-list.mjs and bench/matching.mjs
// measure: p50, p99 and max of the time to the last byte, and the bytes of one answer.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request, its body left compressed as sent: the time to the last byte, and the bytes.
 * @param {string} base
 * @param {string} urlPath
 * @param {Record<string, string>} headers
 * @param {{ method?: string, body?: string }} [options]
 * @returns {Promise<{ ms: number, bytes: number }>}
 */
export function timedRequest(base, urlPath, headers, { method = "GET", body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${base}${urlPath}`,
      {
        agent,
        method,
        headers: { ...headers, ...(body && { "content-type": "application/json" }) },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk) => {
          bytes += chunk.length;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${urlPath}: ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * @param {number[]} sorted ascending, not empty
 * @param {number} p between 0 and 1
 */
export const percentile = (sorted, p) =>
  /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);

/**
 * `count` requests one after another (after 10 of warm-up), and one answer's sizes.
 * @param {{ base: string, headers: Record<string, string>, progress: (line: string) => void }} target
 * @param {string} label
 * @param {string} urlPath
 * @param {number} count at least 1
 * @param {{ method?: string, body?: string }} [options]
 */
export async function measure({ base, headers, progress }, label, urlPath, count, options) {
  const identity = { ...headers, "accept-encoding": "identity" };
  for (let i = 0; i < Math.min(10, count); i++)
    await timedRequest(base, urlPath, identity, options);
  const times = [];
  for (let i = 0; i < count; i++)
    times.push((await timedRequest(base, urlPath, identity, options)).ms);
  times.sort((a, b) => a - b);
  const plain = await timedRequest(base, urlPath, identity, options);
  const brotli = await timedRequest(
    base,
    urlPath,
    { ...headers, "accept-encoding": "br" },
    options,
  );
  const row = {
    label,
    urlPath,
    count,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: /** @type {number} */ (times.at(-1)),
    bytes: plain.bytes,
    brotliBytes: brotli.bytes,
  };
  progress(
    `${label}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.bytes} B (${row.brotliBytes} B br)`,
  );
  return row;
}
