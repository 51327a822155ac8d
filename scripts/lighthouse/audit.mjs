// One Lighthouse run (mobile defaults: simulated throttling) in a fresh headless Chromium, and
// the figures the benchmark judges, read from its report.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Headless Chromium now and then fails to record the trace (NO_NAVSTART); such runs are redone. */
const ATTEMPTS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};
const PHOTO = /\/api\/images\/[^?]+\.webp/;
/** `GET /api/auth/session`'s answer to an anonymous visitor: `{"id":null,"user":null}`. */
const ANONYMOUS_SESSION_BYTES = 23;

/**
 * @typedef {object} RunSummary
 * @property {{ performance: number, accessibility: number, "best-practices": number, seo: number }} scores
 *   0-100 per category
 * @property {{ fcp: number, lcp: number, tbt: number, cls: number, si: number }} metrics
 *   milliseconds, CLS unitless
 * @property {number} scriptRequests
 * @property {number} scriptBytes JavaScript bytes transferred (compressed as sent)
 * @property {number} requests
 * @property {{ clear: number, blurred: number }} photos helper photos the page loaded
 * @property {{ signedIn: string[], anonymous: string[] }} session what the page's requests say
 *   about its session: photos (clear or blurred), `/api/auth/session`'s answer (ours; larger
 *   than the anonymous one when signed in), `/api/auth/profile`'s status (the original's)
 * @property {string} finalUrl
 * @property {string | undefined} error Lighthouse's runtime error, if any
 * @property {string[]} warnings Lighthouse's warnings about the run (e.g. a page that never
 *   went quiet within its 45 s)
 */

/**
 * @typedef {object} AuditOptions
 * @property {string} chromePath
 * @property {string | undefined} cookie sent with every request (the signed-in mode)
 * @property {string | undefined} reportFile where to write the report JSON
 */

/**
 * Audits `url`, redoing runs where Chromium failed to record the trace.
 * @param {string} url
 * @param {AuditOptions} options
 * @returns {Promise<RunSummary>}
 */
export async function auditPage(url, options) {
  let lhr = await runLighthouse(url, options);
  for (let attempt = 2; lhr.runtimeError && attempt <= ATTEMPTS; attempt += 1) {
    console.error(`Lighthouse: ${lhr.runtimeError.code} on ${url}; running it again.`);
    lhr = await runLighthouse(url, options);
  }
  return summarise(lhr);
}

/**
 * @param {string} url
 * @param {AuditOptions} options
 */
async function runLighthouse(url, { chromePath, cookie, reportFile }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error("Lighthouse returned no result.");
    if (reportFile) {
      writeFileSync(reportFile, String(result.report));
      console.error(`  report: ${reportFile}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * @param {import("lighthouse").Result} lhr
 * @returns {RunSummary}
 */
export function summarise(lhr) {
  const scores = /** @type {RunSummary["scores"]} */ (
    Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    )
  );
  const metrics = /** @type {RunSummary["metrics"]} */ (
    Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
    )
  );
  const requests = networkRequests(lhr);
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const photos = requests.filter((request) => PHOTO.test(request.url));
  const blurred = photos.filter((request) => request.url.includes("-blurred")).length;
  return {
    scores,
    metrics,
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    photos: { clear: photos.length - blurred, blurred },
    session: sessionEvidence(requests, photos.length - blurred, blurred),
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.message,
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * @param {NetworkRequest[]} requests
 * @param {number} clear photos
 * @param {number} blurred photos
 * @returns {RunSummary["session"]}
 */
function sessionEvidence(requests, clear, blurred) {
  const evidence = {
    signedIn: /** @type {string[]} */ ([]),
    anonymous: /** @type {string[]} */ ([]),
  };
  if (clear > 0) evidence.signedIn.push("clear photos");
  if (blurred > 0) evidence.anonymous.push("blurred photos");
  for (const request of requests) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/session" && request.statusCode === 200) {
      const signedIn = (request.resourceSize ?? 0) > ANONYMOUS_SESSION_BYTES;
      evidence[signedIn ? "signedIn" : "anonymous"].push("session");
    }
    if (pathname === "/api/auth/profile" && request.statusCode === 200)
      evidence.signedIn.push("profile 200");
    if (pathname === "/api/auth/profile" && request.statusCode === 401)
      evidence.anonymous.push("profile 401");
  }
  return evidence;
}

/**
 * @typedef {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number,
 *   statusCode?: number }} NetworkRequest
 */

/**
 * @param {import("lighthouse").Result} lhr
 * @returns {NetworkRequest[]}
 */
function networkRequests(lhr) {
  const details = /** @type {{ items?: unknown[] } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  return /** @type {NetworkRequest[]} */ (details?.items ?? []);
}

/**
 * The run with the median performance score (the lower middle of an even count).
 * @param {RunSummary[]} runs
 * @returns {RunSummary}
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("No Lighthouse run to take the median of.");
  return median;
}
