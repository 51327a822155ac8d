// The phone-speed benchmark: Lighthouse 13 (mobile defaults, simulated throttling) on the
// production build's landing page, catalogue and a helper's profile, anonymous and signed in
// as the demo customer, three runs each; prints the median run of each (by performance score)
// and exits 1 when the median misses a target (docs/performance.md#lighthouse).
//
//   npm run build && npm run lighthouse
//   npm run lighthouse -- --quick --page catalogue   one run, one page (home, catalogue, helper)
//   npm run lighthouse -- --compare --original <checkout of yikiat97/MaidCatalogue>
//       also builds the agency's original front end in a temporary folder, serves it against
//       the same server and audits its same pages; prints both tables and their ratios
//
// Options: --quick (one run), --runs N (3), --page NAME (repeatable), --mode anonymous|signed-in,
// --compare, --original DIR (default ORIGINAL_FRONT_END_DIR; a checkout, its maid-catalogue/
// folder or a bare git directory: scripts/lighthouse/original-front-end.mjs).
// Environment: LIGHTHOUSE_PORT (3300: our server; the original is served on the next port),
// CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_REPORT_DIR (writes each run's report JSON there).
//
// Starts the built server on a fresh temporary data directory with demo data and removes it
// afterwards, even on failure. The signed-in mode sends the demo customer's session cookie with
// every request (Lighthouse's extraHeaders); each run is checked by its requests (clear or
// blurred photos, the session or profile the page asked for): a run in the wrong session fails.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  assertBuilt,
  assertPortFree,
  pickHelperId,
  signInDemoCustomer,
  startAppServer,
} from "./lighthouse/app-server.mjs";
import { auditPage, medianRun } from "./lighthouse/audit.mjs";
import {
  buildOriginalFrontEnd,
  ORIGINAL_PATHS,
  serveOriginalFrontEnd,
} from "./lighthouse/original-front-end.mjs";
import { printRatios, printTable } from "./lighthouse/table.mjs";

/**
 * @typedef {import("./lighthouse/audit.mjs").RunSummary} RunSummary
 * @typedef {import("./lighthouse/table.mjs").Row} Row
 * @typedef {{ name: string, baseUrl: string, paths: Record<string, string> }} FrontEnd
 */

const PAGES = ["home", "catalogue", "helper"];
const MODES = ["anonymous", "signed-in"];
/** Our routes (web/src/shared/paths.ts). */
const OUR_PATHS = { home: "/", catalogue: "/catalogue", helper: "/maid/:id" };

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

/** The command line (see the header); throws on an unknown page or mode. */
function parseOptions() {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      runs: { type: "string" },
      page: { type: "string", multiple: true },
      mode: { type: "string", multiple: true },
      compare: { type: "boolean", default: false },
      original: { type: "string" },
    },
  });
  const pages = (values.page ?? PAGES).map((page) => (page === "maid" ? "helper" : page));
  const modes = values.mode ?? MODES;
  const unknown = [
    ...pages.filter((p) => !PAGES.includes(p)),
    ...modes.filter((m) => !MODES.includes(m)),
  ];
  if (unknown.length > 0) {
    throw new Error(
      `Unknown ${unknown.join(", ")} (pages: ${PAGES.join(", ")}; modes: ${MODES.join(", ")}).`,
    );
  }
  const original = values.original ?? process.env.ORIGINAL_FRONT_END_DIR;
  if (values.compare && !original) {
    throw new Error("--compare needs --original <checkout> or ORIGINAL_FRONT_END_DIR.");
  }
  const runs = values.quick ? 1 : Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1.");
  return { pages, modes, runs, original: values.compare ? original : undefined };
}

/**
 * @param {FrontEnd} frontEnd
 * @param {string} page
 * @param {number} helperId
 */
function urlOf(frontEnd, page, helperId) {
  const route = frontEnd.paths[page] ?? "/";
  return `${frontEnd.baseUrl}${route.replace(":id", String(helperId))}`;
}

/**
 * Whether a run's requests say it was signed in or anonymous as intended: some evidence of the
 * intended session and none of the other.
 * @param {RunSummary} run
 * @param {string} mode
 */
function sessionAsIntended({ session }, mode) {
  const [wanted, other] =
    mode === "signed-in"
      ? [session.signedIn, session.anonymous]
      : [session.anonymous, session.signedIn];
  return wanted.length > 0 && other.length === 0;
}

/**
 * All runs, interleaved (run 1 of every page and front end, then run 2, ...), so that the
 * machine's load drifts over both front ends alike.
 * @param {FrontEnd[]} frontEnds
 * @param {ReturnType<typeof parseOptions>} options
 * @param {{ cookie: string, helperId: number }} context
 * @returns {Promise<Map<string, Row[]>>} rows per front end
 */
async function auditAll(frontEnds, options, { cookie, helperId }) {
  /** @type {Map<string, RunSummary[]>} */
  const runs = new Map();
  for (let run = 1; run <= options.runs; run += 1) {
    for (const page of options.pages) {
      for (const mode of options.modes) {
        for (const frontEnd of frontEnds) {
          const url = urlOf(frontEnd, page, helperId);
          console.error(`${frontEnd.name} ${page} ${mode} run ${run}: ${url}`);
          const summary = await auditPage(url, {
            chromePath,
            cookie: mode === "signed-in" ? cookie : undefined,
            reportFile:
              reportDir && path.join(reportDir, `${frontEnd.name}-${page}-${mode}-${run}.json`),
          });
          const key = `${frontEnd.name}|${page}|${mode}`;
          runs.set(key, [...(runs.get(key) ?? []), summary]);
        }
      }
    }
  }
  return new Map(
    frontEnds.map((frontEnd) => [
      frontEnd.name,
      options.pages.flatMap((page) =>
        options.modes.map((mode) => {
          const pageRuns = runs.get(`${frontEnd.name}|${page}|${mode}`) ?? [];
          const shown = (frontEnd.paths[page] ?? "/").replace(":id", String(helperId));
          return { key: page, page: shown, mode, median: medianRun(pageRuns), runs: pageRuns };
        }),
      ),
    ]),
  );
}

/**
 * The runs, of either front end, whose requests showed the other session than their mode's.
 * @param {Map<string, Row[]>} rows
 * @returns {string[]}
 */
function runsInWrongSession(rows) {
  return [...rows].flatMap(([name, frontEndRows]) =>
    frontEndRows.flatMap(({ page, mode, runs }) =>
      runs.flatMap((run, index) =>
        sessionAsIntended(run, mode) ? [] : [`${name} ${page} (${mode}) run ${index + 1}`],
      ),
    ),
  );
}

/**
 * @param {Map<string, Row[]>} rows
 * @param {ReturnType<typeof parseOptions>} options
 * @returns {boolean} whether our front end met every target, every run in its intended session
 */
function printResults(rows, options) {
  const runs = options.runs === 1 ? "one run" : `median of ${options.runs} runs`;
  const misses = printTable(`Our front end (${runs})`, rows.get("ours") ?? []);
  const original = rows.get("original");
  if (original) {
    const theirs = printTable(`The original front end (${runs})`, original);
    printRatios(rows.get("ours") ?? [], original);
    console.log(`\nThe original misses ${theirs.length} of the same targets (not judged).`);
  }
  console.log(
    "\nTargets: performance ≥ 95; accessibility, best practices, SEO 100; TBT < 200 ms; " +
      "LCP < 1.5 s; CLS ≤ 0.01; JS ≤ 100 KB transferred (Brotli); ≤ 15 script requests.",
  );
  const wrongSession = runsInWrongSession(rows);
  if (wrongSession.length > 0) {
    console.log(`\nNot in the intended session (by their requests), so not valid:`);
    console.log(wrongSession.map((run) => `- ${run}`).join("\n"));
  }
  if (misses.length === 0 && wrongSession.length === 0) {
    console.log("Every target met.");
    return true;
  }
  if (misses.length > 0) {
    console.log(`Targets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
  }
  return false;
}

/**
 * @param {ReturnType<typeof parseOptions>} options
 * @returns {Promise<boolean>} whether every target was met
 */
async function main(options) {
  assertBuilt(root);
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  /** @type {FrontEnd[]} */
  const frontEnds = [{ name: "ours", baseUrl, paths: OUR_PATHS }];
  /** @type {(() => void | Promise<void>)[]} */
  const cleanups = [];
  try {
    if (options.original) {
      const originalUrl = `http://127.0.0.1:${port + 1}`;
      await assertPortFree(originalUrl);
      const build = buildOriginalFrontEnd(options.original, originalUrl);
      cleanups.push(build.cleanup);
      const served = await serveOriginalFrontEnd(build.dist, port + 1, baseUrl);
      cleanups.push(served.stop);
      frontEnds.push({ name: "original", baseUrl: originalUrl, paths: ORIGINAL_PATHS });
    }
    const server = await startAppServer(root, baseUrl);
    cleanups.push(server.stop);
    const context = {
      cookie: await signInDemoCustomer(baseUrl),
      helperId: await pickHelperId(baseUrl),
    };
    const rows = await auditAll(frontEnds, options, context);
    return printResults(rows, options);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

let passed = false;
try {
  passed = await main(parseOptions());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
process.exit(passed ? 0 : 1);
