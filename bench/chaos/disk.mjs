// bench/chaos/: the uploads directory made read-only: creates with a photo answer a clear 500,
// create nothing and leave no files, and succeed again once it is writable.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { API_MESSAGES } from "../../contract/src/messages.ts";
import {
  adminHelpers,
  cleanups,
  createHelper,
  helperForm,
  jsonOf,
  startSite,
  stopServer,
  uploadDirs,
} from "./harness.mjs";

const isRoot = process.getuid?.() === 0;

/**
 * @param {import("./harness.mjs").Site} target
 * @returns {Promise<import("./harness.mjs").Outcome>}
 */
async function diskScenario(target) {
  const server = await startSite(target);
  const uploads = path.join(target.dataDir, "uploads");
  const before = await adminHelpers(target);
  const dirsBefore = uploadDirs(target).sort();
  // Read-only even for root: the immutable attribute (chmod does not stop root).
  /** @type {[string, string[]]} */
  const lock = isRoot ? ["chattr", ["+i", uploads]] : ["chmod", ["0555", uploads]];
  /** @type {[string, string[]]} */
  const unlock = isRoot ? ["chattr", ["-i", uploads]] : ["chmod", ["0755", uploads]];
  const locked = spawnSync(lock[0], lock[1], { encoding: "utf8" });
  if (locked.status !== 0) throw new Error(`cannot make uploads read-only: ${locked.stderr}`);
  const restore = () => spawnSync(unlock[0], unlock[1]);
  cleanups.push(restore);
  const problems = [];
  const answers = [];
  try {
    for (let i = 0; i < 5; i++) {
      const form = await helperForm(`Chaos disk ${i} ${Date.now()}`);
      answers.push(await createHelper(target, form));
    }
  } finally {
    restore();
  }
  const after = await adminHelpers(target);
  const dirsAfter = uploadDirs(target).sort();
  const again = await createHelper(target, await helperForm(`Chaos disk back ${Date.now()}`));
  await stopServer(server);

  const clear = answers.filter(
    (r) => r.status === 500 && jsonOf(r)?.message === API_MESSAGES.photoNotStored,
  );
  if (clear.length !== answers.length) {
    problems.push(
      `answers ${answers.map((r) => r.status ?? r.error).join(",")}: not all a clear 500`,
    );
  }
  if (after.length !== before.length)
    problems.push(`${after.length - before.length} helpers created`);
  if (dirsAfter.join() !== dirsBefore.join()) problems.push("the uploads directory changed");
  if (again.status !== 201) problems.push(`no helper created once writable (${again.status})`);
  const slowest = Math.max(...answers.map((r) => r.ms));
  return {
    held: problems.length === 0,
    figures:
      problems.length > 0
        ? problems.join("; ")
        : `${clear.length} of ${answers.length} creates with a photo answered 500 "${jsonOf(/** @type {import("./harness.mjs").Answer} */ (answers[0]))?.message}" (max ${Math.round(slowest)} ms); 0 helpers created, no files left; writable again, the next create with a photo answers 201`,
  };
}

/** @type {import("./harness.mjs").Scenario} */
export const disk = {
  key: "disk",
  name: "disk: uploads not writable",
  tried: "uploads directory made read-only (immutable), 5 helper creates with a photo",
  limitMs: 3 * 60_000,
  run: (sites) => diskScenario(sites.embedded),
};
