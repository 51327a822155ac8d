// The benchmark's targets, and the tables it prints (Markdown, so they paste into the docs).

/**
 * @typedef {import("./audit.mjs").RunSummary} RunSummary
 * @typedef {{ key: string, page: string, mode: string, median: RunSummary, runs: RunSummary[] }} Row
 *   key: which page (home, catalogue, helper); page: the path audited
 */

/** Each target: its label, and whether a run's median meets it. */
export const TARGETS = [
  { label: "performance ≥ 95", met: (/** @type {RunSummary} */ r) => r.scores.performance >= 95 },
  {
    label: "accessibility 100",
    met: (/** @type {RunSummary} */ r) => r.scores.accessibility >= 100,
  },
  {
    label: "best practices 100",
    met: (/** @type {RunSummary} */ r) => r.scores["best-practices"] >= 100,
  },
  { label: "SEO 100", met: (/** @type {RunSummary} */ r) => r.scores.seo >= 100 },
  { label: "TBT < 200 ms", met: (/** @type {RunSummary} */ r) => r.metrics.tbt < 200 },
  { label: "LCP < 1.5 s", met: (/** @type {RunSummary} */ r) => r.metrics.lcp < 1500 },
  { label: "CLS ≤ 0.01", met: (/** @type {RunSummary} */ r) => r.metrics.cls <= 0.01 },
  { label: "JS ≤ 100 KB", met: (/** @type {RunSummary} */ r) => r.scriptBytes <= 100 * 1024 },
  { label: "≤ 15 scripts", met: (/** @type {RunSummary} */ r) => r.scriptRequests <= 15 },
];

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/** @param {RunSummary} run what its requests said about the session */
function sessionSeen({ session }) {
  const said = [
    ...session.signedIn.map((what) => `${what} (signed in)`),
    ...session.anonymous.map((what) => `${what} (anonymous)`),
  ];
  return [...new Set(said)].join(", ") || "nothing";
}

/**
 * Prints the medians of one front end, and returns the targets each row misses.
 * @param {string} title
 * @param {Row[]} rows
 * @returns {string[]} "page (mode): target" for every miss
 */
export function printTable(title, rows) {
  console.log(`\n### ${title}\n`);
  console.log(
    "| page | mode | perf | a11y | BP | SEO | FCP s | LCP s | TBT ms | CLS | SI s | JS KB | scripts | requests | session seen in | performance of the runs |",
  );
  console.log(
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
  );
  /** @type {string[]} */
  const misses = [];
  /** @type {Set<string>} */
  const notes = new Set();
  for (const { page, mode, median, runs } of rows) {
    const { scores, metrics } = median;
    const shown = median.finalUrl.endsWith(page)
      ? page
      : `${page} → ${new URL(median.finalUrl).pathname}`;
    const cells = [
      shown,
      mode,
      scores.performance,
      scores.accessibility,
      scores["best-practices"],
      scores.seo,
      seconds(metrics.fcp),
      seconds(metrics.lcp),
      Math.round(metrics.tbt),
      metrics.cls.toFixed(3),
      seconds(metrics.si),
      kb(median.scriptBytes),
      median.scriptRequests,
      median.requests,
      sessionSeen(median),
      runs.map((run) => run.scores.performance).join(", "),
    ];
    console.log(`| ${cells.join(" | ")} |`);
    for (const warning of median.warnings) notes.add(`${page} (${mode}): ${warning}`);
    if (median.error) misses.push(`${page} (${mode}): Lighthouse error: ${median.error}`);
    for (const target of TARGETS) {
      if (!target.met(median)) misses.push(`${page} (${mode}): ${target.label}`);
    }
  }
  if (notes.size > 0)
    console.log(
      `\nLighthouse's warnings (median runs):\n${[...notes].map((note) => `- ${note}`).join("\n")}`,
    );
  return misses;
}

/**
 * The original front end's medians over ours, page by page (above 1: the original is
 * heavier or slower).
 * @param {Row[]} ours
 * @param {Row[]} original
 */
export function printRatios(ours, original) {
  console.log("\n### Original ÷ ours (medians; performance: ours − original)\n");
  console.log(
    "| page | mode | perf (pts) | FCP | LCP | TBT | SI | JS bytes | scripts | requests |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of ours) {
    const theirs = original.find((other) => other.mode === row.mode && other.key === row.key);
    if (!theirs) continue;
    const a = row.median;
    const b = theirs.median;
    const ratio = (/** @type {number} */ x, /** @type {number} */ y) =>
      y > 0 ? (x / y).toFixed(1) : x > 0 ? "∞" : "1.0";
    const cells = [
      row.page,
      row.mode,
      a.scores.performance - b.scores.performance,
      ratio(b.metrics.fcp, a.metrics.fcp),
      ratio(b.metrics.lcp, a.metrics.lcp),
      ratio(b.metrics.tbt, a.metrics.tbt),
      ratio(b.metrics.si, a.metrics.si),
      ratio(b.scriptBytes, a.scriptBytes),
      ratio(b.scriptRequests, a.scriptRequests),
      ratio(b.requests, a.requests),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}
