// bench/chaos/: kill -9 of the server as process 1 of its own pid namespace, as in a container
// (ADR 0027): started again the same way on the same DATA_DIR, with no acknowledged write lost.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  adminHelpers,
  createHelper,
  expectOk,
  favouriteIds,
  helperForm,
  publicHelperIds,
  ROUNDS,
  request,
  sessionCookies,
  shuffled,
  startSite,
  stopServer,
} from "./harness.mjs";

/**
 * @typedef {import("./harness.mjs").Site} Site
 * @typedef {{ helper: string, favourites: number[] }} Written
 */

/** Runs node as process 1 of a new pid namespace, as a container does; killed with it. */
const AS_PROCESS_ONE = ["unshare", "--pid", "--fork", "--kill-child"];

/**
 * The pid of `pid` as it sees itself, in its own pid namespace.
 * @param {number} pid
 */
function pidInItsNamespace(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/NSpid:.*\s(\d+)\n/.exec(status)?.[1]);
}

function canRunAsProcessOne() {
  const [command = "", ...args] = AS_PROCESS_ONE;
  return spawnSync(command, [...args, "true"]).status === 0;
}

/**
 * In a container node is process 1 at every start, so a lock naming its owner's pid would
 * name a live process after kill -9 (ADR 0027). Each round: writes acknowledged, the server
 * (process 1 of its own pid namespace) killed with SIGKILL, started again the same way.
 * @param {Site} target
 * @returns {Promise<import("./harness.mjs").Outcome>}
 */
async function reusedPidScenario(target) {
  if (!canRunAsProcessOne()) {
    return { held: null, figures: "not run: `unshare --pid --fork` is not permitted here" };
  }
  const asProcessOne = { under: AS_PROCESS_ONE };
  let server = await startSite(target, {}, asProcessOne);
  const problems = [];
  const restartMs = [];
  let writes = 0;
  let lost = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const pid = pidInItsNamespace(server.pid);
    if (pid !== 1) problems.push(`round ${round}: the server was process ${pid}, not 1`);
    const written = await acknowledgedWrites(target, `Chaos pid1 r${round}`);
    writes += written.favourites.length + 1;
    process.kill(server.pid, "SIGKILL");
    await server.exited;
    try {
      server = await startSite(target, {}, asProcessOne);
    } catch (error) {
      const { message } = /** @type {Error} */ (error);
      const [, reason] = message.split("\n");
      problems.push(`round ${round}: did not start again (${reason ?? message})`);
      break;
    }
    restartMs.push(server.startMs);
    const missing = await lostWrites(target, written);
    lost += missing.length;
    problems.push(...missing.map((write) => `round ${round}: ${write}`));
  }
  await stopServer(server);
  const restarts =
    restartMs.length > 0 ? `, ready in ${Math.min(...restartMs)}-${Math.max(...restartMs)} ms` : "";
  return {
    held: problems.length === 0,
    figures: [
      ...problems.slice(0, 4),
      `${restartMs.length} of ${ROUNDS} restarts as process 1 served${restarts}`,
      `${writes} writes acknowledged before the kills, ${lost} lost`,
    ].join("; "),
  };
}

/**
 * A helper created with a photo and five favourites added, each answered 2xx.
 * @param {Site} target
 * @param {string} name
 * @returns {Promise<Written>}
 */
async function acknowledgedWrites(target, name) {
  const uniqueName = `${name} ${Date.now().toString(36)}`;
  await expectOk(await createHelper(target, await helperForm(uniqueName)), "helper create");
  const favourites = await favouriteIds(target);
  const listed = await publicHelperIds(target);
  const added = shuffled(listed.filter((id) => !favourites.has(id))).slice(0, 5);
  for (const id of added) {
    const response = await request(target.port, "POST", `/api/user/favorites/${id}`, {
      cookie: sessionCookies(target).customer,
    });
    await expectOk(response, "favourite");
  }
  return { helper: uniqueName, favourites: added };
}

/**
 * What of `written` is not there.
 * @param {Site} target
 * @param {Written} written
 */
async function lostWrites(target, written) {
  const lost = [];
  if (!(await adminHelpers(target)).some((maid) => maid.name === written.helper)) {
    lost.push(`helper "${written.helper}" lost`);
  }
  const favourites = await favouriteIds(target);
  for (const id of written.favourites) if (!favourites.has(id)) lost.push(`favourite ${id} lost`);
  return lost;
}

/** @type {import("./harness.mjs").Scenario} */
export const crashAsProcessOne = {
  key: "crash-pid1",
  name: "crash with a reused process id, PGlite",
  tried: `the server as process 1 of a new pid namespace (\`unshare --pid --fork\`, as in a container), kill -9 after acknowledged writes, started again the same way on the same DATA_DIR; ${ROUNDS} rounds`,
  limitMs: 5 * 60_000,
  run: (sites) => reusedPidScenario(sites.embedded),
};
