// Time of a bulk import: `npm run bench:intake` (after `npm run build`).
//
//   npm run bench:intake                           5,000 rows, each with its photo
//   npm run bench:intake -- --rows 500 --photo 1200x1600
//
// Starts a throwaway PostgreSQL 15 cluster (PG_BIN) or uses BENCH_DATABASE_URL (an empty
// database), starts the built server on 127.0.0.1 with demo data (one process, as the import
// runs in the process that took the upload), writes a .csv of --rows helpers of one new
// supplier and a .zip of as many JPEG photos (--photo pixels, with grain so that each is the
// size of a phone's portrait, 150-250 KB), signs in the demo administrator, uploads both,
// polls the import until its rows are checked, commits it (creating the supplier), polls until
// it is committed, and checks the catalogue has the helpers. Prints the time of the upload, the
// checks and the commit, their sum and the server's CPU during the commit (Linux); exits 1 when
// the checks and the commit together take 2 minutes or more, or the import does not end
// committed. Every request goes to 127.0.0.1; the
// run is bounded (BENCH_TIMEOUT_S, 15 min) and removes its processes, cluster and folders.
import { createWriteStream, existsSync, openAsBlob, readFileSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { parseArgs } from "node:util";
import { Zip, ZipPassThrough } from "fflate";
import { createHarness, HOST, signInDemo, throwawayPostgres } from "./support/harness.mjs";
import { portrait as portraitJpeg } from "./support/portrait.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_ENTRY = path.join(ROOT, "server", "dist", "server.js");
const BUDGET_MS = 120_000;
const DISTINCT_PHOTOS = 40;
const SUPPLIER = "Bench Partners Manila";

const { values: options } = parseArgs({
  options: {
    rows: { type: "string", default: "5000" },
    photo: { type: "string", default: "1200x1600" },
  },
});
const ROWS = Number(options.rows);
const [PHOTO_WIDTH, PHOTO_HEIGHT] = options.photo.split("x").map(Number);

const harness = createHarness({
  name: "bench:intake",
  ports: [3500, 3549],
  timeLimitS: Number(process.env.BENCH_TIMEOUT_S ?? 900),
});
const { tempDir, freePort, startProcess, progress } = harness;

// ---------------------------------------------------------------- the files

/** @param {number} index */
const portrait = (index) =>
  portraitJpeg(index, /** @type {number} */ (PHOTO_WIDTH), /** @type {number} */ (PHOTO_HEIGHT));

/** @param {number} index */
const photoName = (index) => `photos/helper-${String(index).padStart(5, "0")}.jpg`;

/** @param {string} file */
async function writeSheet(file) {
  const header = "photo,supplier,name,country,date_of_birth,salary,religion,skills,languages";
  const countries = ["Philippines", "Indonesia", "Myanmar", "India", "Sri Lanka"];
  const lines = [header];
  for (let index = 1; index <= ROWS; index++) {
    const born = `${1975 + (index % 25)}-${String(1 + (index % 12)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`;
    lines.push(
      [
        photoName(index),
        SUPPLIER,
        `Bench Helper ${index}`,
        countries[index % countries.length],
        born,
        500 + (index % 10) * 50,
        index % 3 === 0 ? "Muslim" : "Catholic",
        "Cooking; Elderly care",
        "English",
      ].join(","),
    );
  }
  const stream = createWriteStream(file);
  stream.end(`${lines.join("\r\n")}\r\n`);
  await finished(stream);
}

/** @param {string} file */
async function writePhotos(file) {
  const photos = await Promise.all(Array.from({ length: DISTINCT_PHOTOS }, (_, i) => portrait(i)));
  const out = createWriteStream(file);
  /** @type {Error | null} */
  let failed = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else out.write(chunk);
    if (final) out.end();
  });
  for (let index = 1; index <= ROWS; index++) {
    const entry = new ZipPassThrough(photoName(index));
    zip.add(entry);
    entry.push(/** @type {Buffer} */ (photos[index % DISTINCT_PHOTOS]), true);
    // Entries are written as they are pushed: wait for the disk rather than hold them all.
    if (out.writableNeedDrain)
      await new Promise((resolve) => out.once("drain", () => resolve(null)));
  }
  zip.end();
  await finished(out);
  if (failed) throw failed;
  const sizes = photos.map((photo) => photo.byteLength).sort((a, b) => a - b);
  return { min: sizes[0] ?? 0, max: sizes.at(-1) ?? 0 };
}

// ---------------------------------------------------------------- requests

/**
 * Polls the import until its status is none of `waiting`.
 * @param {string} base @param {string} cookie @param {number} id @param {string[]} waiting
 */
async function until(base, cookie, id, waiting) {
  for (;;) {
    const response = await fetch(`${base}/api/admin/helper-imports/${id}`, {
      headers: { cookie },
    });
    const found =
      /** @type {{ status: string, message: string | null, preview: unknown, result: unknown }} */ (
        await response.json()
      );
    if (!waiting.includes(found.status)) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---------------------------------------------------------------- the run

if (!existsSync(SERVER_ENTRY)) {
  console.error("server/dist/server.js is missing: run `npm run build` first.");
  process.exit(1);
}
if (!Number.isInteger(ROWS) || ROWS < 1 || !PHOTO_WIDTH || !PHOTO_HEIGHT) {
  console.error("--rows must be a whole number above 0 and --photo WIDTHxHEIGHT");
  process.exit(2);
}

const work = tempDir("maids-bench-intake-");
const sheetFile = path.join(work, "helpers.csv");
const photosFile = path.join(work, "photos.zip");
progress(`writing ${ROWS} rows and ${ROWS} photos of ${options.photo}`);
await writeSheet(sheetFile);
const photoSizes = await writePhotos(photosFile);
progress(
  `photos.zip: ${(statSync(photosFile).size / 1024 / 1024).toFixed(0)} MB, a photo ${Math.round(photoSizes.min / 1024)}-${Math.round(photoSizes.max / 1024)} KB`,
);

const port = await freePort();
const databaseUrl =
  process.env.BENCH_DATABASE_URL ||
  (await (
    await throwawayPostgres(harness, { prefix: "maids-bench-intake-pg-", settings: ["fsync=off"] })
  ).createDatabase("maids_bench_intake"));
const base = `http://${HOST}:${port}`;
const server = startProcess(
  [SERVER_ENTRY],
  {
    NODE_ENV: "development",
    HOST,
    PORT: String(port),
    DATA_DIR: tempDir("maids-bench-intake-data-"),
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: "1",
    DEMO_DATA: "on",
    LOG_LEVEL: "info",
  },
  "is running at",
);
/** The server's own account of the commit: its photos' time and its transaction's. */
let commitLog = "";
server.child.stdout?.on("data", (/** @type {Buffer} */ chunk) => {
  for (const line of String(chunk).split("\n"))
    if (line.includes("helper import committed")) commitLog = line;
});
await server.ready;

/**
 * CPU seconds the server's process has used so far, every thread (libvips's too), from
 * /proc/<pid>/stat's utime and stime in clock ticks (100 a second on Linux); null elsewhere.
 */
function serverCpuSeconds() {
  try {
    const stat = readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
const cookie = await signInDemo(base, "admin");

const form = new FormData();
form.append("sheet", await openAsBlob(sheetFile), "helpers.csv");
form.append("photos", await openAsBlob(photosFile), "photos.zip");
const uploadStarted = performance.now();
const uploaded = await fetch(`${base}/api/admin/helper-imports`, {
  method: "POST",
  headers: { cookie, origin: base },
  body: form,
});
if (uploaded.status !== 202) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const { id } = /** @type {{ id: number }} */ (await uploaded.json());
const uploadMs = performance.now() - uploadStarted;
progress(`uploaded in ${(uploadMs / 1000).toFixed(1)} s`);

const checkStarted = performance.now();
const checked = await until(base, cookie, id, ["validating"]);
const checkMs = performance.now() - checkStarted;
const preview = /** @type {{ valid: number, problems: unknown[] } | null} */ (checked.preview);
progress(`checked in ${(checkMs / 1000).toFixed(1)} s: ${checked.status}, ${preview?.valid} valid`);
if (checked.status !== "ready" || preview?.valid !== ROWS) {
  throw new Error(
    `checks: ${checked.status} ${checked.message} ${JSON.stringify(preview?.problems?.slice(0, 3))}`,
  );
}

const commitCpuStarted = serverCpuSeconds();
const commitStarted = performance.now();
const committing = await fetch(`${base}/api/admin/helper-imports/${id}/commit`, {
  method: "POST",
  headers: { cookie, origin: base, "content-type": "application/json" },
  body: JSON.stringify({ duplicates: "skip", newSuppliers: "create" }),
});
if (committing.status !== 202)
  throw new Error(`commit: ${committing.status} ${await committing.text()}`);
const committed = await until(base, cookie, id, ["committing"]);
const commitMs = performance.now() - commitStarted;
const commitCpuEnded = serverCpuSeconds();
progress(
  `committed in ${(commitMs / 1000).toFixed(1)} s: ${committed.status} ${JSON.stringify(committed.result)}`,
);

const listed = await fetch(
  `${base}/api/admin/maids/page?page=1&limit=1&query=${encodeURIComponent("Bench Helper")}`,
  { headers: { cookie } },
);
const { total } = /** @type {{ total: number }} */ (await listed.json());
const stopCode = await server.stop();

const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(1);
console.log(
  `\nPostgreSQL 15, ${ROWS} rows with ${ROWS} photos of ${options.photo} (${Math.round(photoSizes.min / 1024)}-${Math.round(photoSizes.max / 1024)} KB), 1 server process, ` +
    `${availableParallelism()} cores, Node ${process.version}, load average ${(loadavg()[0] ?? 0).toFixed(2)} at the end; server exit ${stopCode}\n`,
);
console.log("| step | seconds |");
console.log("| --- | --- |");
console.log(
  `| upload (${(statSync(photosFile).size / 1024 / 1024).toFixed(0)} MB) | ${seconds(uploadMs)} |`,
);
console.log(`| checks | ${seconds(checkMs)} |`);
console.log(`| commit | ${seconds(commitMs)} |`);
console.log(`| checks and commit | ${seconds(checkMs + commitMs)} |`);
if (commitLog) {
  const { photosMs, writeMs } = JSON.parse(commitLog);
  console.log(
    `\nof the commit: photos ${seconds(photosMs)} s, the transaction ${seconds(writeMs)} s`,
  );
}
if (commitCpuStarted !== null && commitCpuEnded !== null) {
  const cpu = commitCpuEnded - commitCpuStarted;
  console.log(
    `\nthe server's CPU during the commit: ${cpu.toFixed(1)} s, ${((1000 * cpu) / ROWS).toFixed(1)} ms a row ` +
      `(${(cpu / (commitMs / 1000)).toFixed(2)} cores of ${availableParallelism()} on average)`,
  );
}
console.log(`\nhelpers in the list afterwards: ${total}`);
const within = committed.status === "committed" && total === ROWS && checkMs + commitMs < BUDGET_MS;
console.log(
  within
    ? `checks and commit within ${BUDGET_MS / 1000} s`
    : `OVER BUDGET or incomplete: ${committed.status}, ${total} of ${ROWS} helpers, ${seconds(checkMs + commitMs)} s`,
);
process.exit(within ? 0 : 1);
