// bench/chaos/: kill -9 during concurrent writes, on PGlite and on PostgreSQL: every
// acknowledged write is there after the restart, every helper has her photo files, and no
// photo directory is left without a helper.

import { utimesSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { ORPHAN_PHOTO_MIN_AGE_MS } from "../../server/src/images/image-storage.ts";
import {
  adminHelpers,
  createHelper,
  favouriteIds,
  helperForm,
  ok,
  photoKeyOf,
  photoProblems,
  progress,
  ROUNDS,
  request,
  sessionCookies,
  shuffled,
  startSite,
  stopServer,
  uploadDirs,
} from "./harness.mjs";

/** @typedef {import("./harness.mjs").HelperForm} HelperForm */

const WRITES_PER_ROUND = 50;

/**
 * @param {import("./harness.mjs").Site} target
 * @returns {Promise<import("./harness.mjs").Outcome>}
 */
async function crashScenario(target) {
  let server = await startSite(target);
  const totals = {
    writes: 0,
    acked: 0,
    cutOff: 0,
    committedUnacked: 0,
    swept: 0,
    restartMs: /** @type {number[]} */ ([]),
  };
  const problems = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const maids = await adminHelpers(target);
    const active = maids.filter((maid) => maid.isActive).map((maid) => maid.id);
    const favourites = await favouriteIds(target);
    const toggles = shuffled(active)
      .slice(0, WRITES_PER_ROUND / 2)
      .map((id) => ({ id, add: !favourites.has(id) }));
    const names = Array.from(
      { length: WRITES_PER_ROUND / 2 },
      (_, i) => `Chaos ${target.kind} r${round} n${i} ${Date.now().toString(36)}`,
    );
    const forms = await Promise.all(names.map(helperForm));

    // 50 writes at once on their own connections; kill -9 once a random number have answered.
    const agent = new http.Agent({ keepAlive: false, maxSockets: WRITES_PER_ROUND });
    const killAfter = 5 + Math.floor(Math.random() * (WRITES_PER_ROUND - 15));
    let acked = 0;
    let killedAt = 0;
    const kill = () => {
      if (killedAt) return;
      killedAt = Date.now();
      server.child.kill("SIGKILL");
    };
    /** @param {Promise<import("./harness.mjs").Answer>} promise */
    const watch = (promise) =>
      promise.then((response) => {
        if (ok(response) && ++acked >= killAfter) kill();
        return response;
      });
    const fallback = setTimeout(kill, 30_000);
    const writes = await Promise.all([
      ...toggles.map(({ id, add }) =>
        watch(
          request(server.port, add ? "POST" : "DELETE", `/api/user/favorites/${id}`, {
            cookie: sessionCookies(target).customer,
            agent,
          }),
        ).then((response) => ({ type: /** @type {const} */ ("favourite"), id, add, response })),
      ),
      ...names.map((name, i) =>
        watch(createHelper(target, /** @type {HelperForm} */ (forms[i]), { agent })).then(
          (response) => ({
            type: /** @type {const} */ ("helper"),
            name,
            response,
          }),
        ),
      ),
    ]);
    clearTimeout(fallback);
    kill();
    await server.exited;
    agent.destroy();

    const dirsAfterKill = uploadDirs(target);
    if (target.kind === "postgres") {
      // With PostgreSQL the start-up sweep leaves photos younger than 15 min (another
      // process may be committing them): age them, as if the restart came later.
      const then = new Date(Date.now() - ORPHAN_PHOTO_MIN_AGE_MS - 60_000);
      for (const key of uploadDirs(target)) {
        utimesSync(path.join(target.dataDir, "uploads", key), then, then);
      }
    }
    server = await startSite(target);
    totals.restartMs.push(server.startMs);

    // Every acknowledged write is there; helpers have their photo; no photo without a helper.
    const afterHelpers = await adminHelpers(target);
    const afterFavourites = await favouriteIds(target);
    const byName = new Map(afterHelpers.map((maid) => [maid.name, maid]));
    for (const write of writes) {
      totals.writes++;
      const acknowledged = ok(write.response);
      if (acknowledged) totals.acked++;
      else totals.cutOff++;
      if (write.type === "favourite") {
        if (acknowledged && afterFavourites.has(write.id) !== write.add) {
          problems.push(`round ${round}: acknowledged favourite ${write.id} lost`);
        }
      } else if (acknowledged && !byName.has(write.name)) {
        problems.push(`round ${round}: acknowledged helper "${write.name}" lost`);
      } else if (!acknowledged && byName.has(write.name)) {
        totals.committedUnacked++;
      }
    }
    const referenced = new Set();
    for (const maid of afterHelpers) {
      const key = photoKeyOf(maid);
      if (maid.name.startsWith("Chaos ") && !key) {
        problems.push(`round ${round}: helper "${maid.name}" has no photo`);
      }
      if (!key) continue;
      referenced.add(key);
      const missing = photoProblems(target, key);
      if (missing.length > 0) {
        problems.push(`round ${round}: helper ${maid.id}'s photo lacks ${missing.join(", ")}`);
      }
    }
    const dirsNow = new Set(uploadDirs(target));
    totals.swept += dirsAfterKill.filter((key) => !dirsNow.has(key)).length;
    const orphans = [...dirsNow].filter((key) => !referenced.has(key));
    if (orphans.length > 0) problems.push(`round ${round}: ${orphans.length} orphan photo(s)`);
    const image = afterHelpers.find((maid) => maid.name === names[0])?.imageUrl;
    if (image) {
      const served = await request(server.port, "GET", image, {
        cookie: sessionCookies(target).admin,
      });
      if (served.status !== 200 || served.headers?.["content-type"] !== "image/webp") {
        problems.push(`round ${round}: a new helper's photo is not served (${served.status})`);
      }
    }
    progress(
      `${target.kind} round ${round}: ${acked} acknowledged when killed, restart ${server.startMs} ms, ${problems.length} problem(s)`,
    );
  }
  await stopServer(server);
  const restart = `${Math.min(...totals.restartMs)}-${Math.max(...totals.restartMs)} ms`;
  const written = `${totals.writes} writes: ${totals.acked} acknowledged, ${totals.cutOff} cut off (${totals.committedUnacked} of those committed anyway)`;
  return {
    held: problems.length === 0,
    figures: [
      written,
      ...(problems.length > 0
        ? problems.slice(0, 4)
        : [
            "0 acknowledged writes lost, 0 helpers without their photo files",
            `${totals.swept} photo directories orphaned by the kills removed at restart, 0 left`,
          ]),
      `restart to ready ${restart}`,
    ].join("; "),
  };
}

/** @type {import("./harness.mjs").Scenario[]} */
export const crashScenarios = [
  {
    key: "crash-pglite",
    name: "crash during writes, PGlite",
    tried: `kill -9 during ${WRITES_PER_ROUND} concurrent writes (favourite toggles, helper creates with photos), restart; ${ROUNDS} rounds`,
    limitMs: 8 * 60_000,
    run: (sites) => crashScenario(sites.embedded),
  },
  {
    key: "crash-postgres",
    name: "crash during writes, PostgreSQL",
    tried: `the same on PostgreSQL 15; ${ROUNDS} rounds`,
    limitMs: 8 * 60_000,
    run: async (sites) => crashScenario(await sites.postgres()),
  },
];
