// bench/chaos/: PostgreSQL stopped for 5 s under load: clear 503 answers within the server's
// bound, /readyz failing and /livez not, and serving again soon after, in the same process.
import { setTimeout as sleep } from "node:timers/promises";
import { API_MESSAGES } from "../../contract/src/messages.ts";
import {
  jsonOf,
  ok,
  postgresCluster,
  progress,
  publicHelperIds,
  request,
  startSite,
  stopServer,
} from "./harness.mjs";
import {
  CATALOGUE_PAGES,
  describeErrors,
  percentile,
  runUsers,
  visitorMix,
} from "./simulated-users.mjs";

/** The server's own bound for the PostgreSQL scenarios (see `openPostgres`). */
const OUTAGE_ANSWER_LIMIT_MS = 5_000;
const RECOVERY_LIMIT_MS = 5_000;

/**
 * @param {import("./harness.mjs").Site} target
 * @returns {Promise<import("./harness.mjs").Outcome>}
 */
async function outageScenario(target) {
  const pg = await postgresCluster();
  const server = await startSite(target);
  const activeIds = await publicHelperIds(target);
  let stopLoad = false;
  const load = runUsers(20, () => stopLoad, visitorMix(target, activeIds), server.port);
  const problems = [];
  await sleep(3_000);

  const stopBegan = Date.now();
  await pg.stop();
  const downAt = Date.now();
  progress(`PostgreSQL stopped in ${downAt - stopBegan} ms`);
  const probes = [];
  while (Date.now() - downAt < 5_000) {
    probes.push(
      await request(server.port, "GET", "/readyz", { timeoutMs: 10_000 }),
      await request(server.port, "GET", "/livez", { timeoutMs: 10_000 }),
    );
    await sleep(250);
  }
  const upBegan = Date.now();
  await pg.start();
  const upAt = Date.now();
  let recoveredAt = 0;
  while (!recoveredAt && Date.now() - upAt < 20_000) {
    const [ready, page] = await Promise.all([
      request(server.port, "GET", "/readyz"),
      request(server.port, "GET", CATALOGUE_PAGES[0]),
    ]);
    if (ready.status === 200 && page.status === 200) recoveredAt = Date.now();
    else await sleep(100);
  }
  await sleep(3_000);
  stopLoad = true;
  const samples = await load;
  const exitedMeanwhile = server.child.exitCode !== null || server.child.signalCode !== null;
  await stopServer(server);

  if (exitedMeanwhile) problems.push("the server process died");
  const during = samples.filter((s) => s.startedAt >= downAt && s.endedAt <= upBegan);
  const unclear = during.filter(
    (s) =>
      s.status !== 503 ||
      jsonOf(s)?.message !== API_MESSAGES.databaseUnavailable ||
      s.headers?.["content-type"]?.startsWith("application/json") !== true,
  );
  if (during.length === 0) problems.push("no request answered during the outage");
  if (unclear.length > 0) {
    problems.push(
      `${unclear.length} outage answers not a clear 503 (${describeErrors(unclear) || unclear[0]?.status})`,
    );
  }
  /** @param {import("./harness.mjs").Answer} s */
  const clear503 = (s) =>
    s.status === 503 && jsonOf(s)?.message === API_MESSAGES.databaseUnavailable;
  const otherAnswers = samples.filter((s) => s.status !== undefined && !ok(s) && !clear503(s));
  if (otherAnswers.length > 0) {
    problems.push(`${otherAnswers.length} other failures (${describeErrors(otherAnswers)})`);
  }
  const crashes = samples.filter((s) => s.status === 500 || s.error !== undefined);
  if (crashes.length > 0)
    problems.push(`${crashes.length} × 500 or no answer (${describeErrors(crashes)})`);
  const slowest = Math.max(...samples.map((s) => s.ms));
  if (slowest > OUTAGE_ANSWER_LIMIT_MS) problems.push(`an answer took ${Math.round(slowest)} ms`);
  const readyz = probes.filter((_, i) => i % 2 === 0);
  const livez = probes.filter((_, i) => i % 2 === 1);
  if (!readyz.every((r) => r.status === 503))
    problems.push("/readyz did not fail during the outage");
  if (!livez.every((r) => r.status === 200)) problems.push("/livez failed during the outage");
  const recoveryMs = recoveredAt ? recoveredAt - upAt : Number.POSITIVE_INFINITY;
  if (recoveryMs > RECOVERY_LIMIT_MS)
    problems.push(`not recovered ${RECOVERY_LIMIT_MS} ms after PostgreSQL`);
  const afterwards = samples.filter((s) => recoveredAt && s.startedAt >= recoveredAt);
  const failedAfter = afterwards.filter((s) => !ok(s));
  if (failedAfter.length > 0) problems.push(`${failedAfter.length} failures after recovery`);
  const duringMs = during.map((s) => s.ms).sort((a, b) => a - b);

  return {
    held: problems.length === 0,
    figures:
      problems.length > 0
        ? problems.join("; ")
        : [
            `${during.length} requests in the ${((upBegan - downAt) / 1000).toFixed(1)} s outage all 503 with the message (p99 ${Math.round(percentile(duringMs, 99))} ms, max ${Math.round(duringMs.at(-1) ?? 0)} ms)`,
            "0 × 500, 0 hangs",
            `/readyz 503 ×${readyz.length}, /livez 200 ×${livez.length}`,
            `serving again ${recoveryMs} ms after PostgreSQL was back, same process; ${afterwards.length} requests after, all 2xx`,
          ].join("; "),
  };
}

/** @type {import("./harness.mjs").Scenario} */
export const outage = {
  key: "outage",
  name: "database outage, PostgreSQL",
  tried: "PostgreSQL stopped for 5 s under 20 users, then started again",
  limitMs: 3 * 60_000,
  run: async (sites) => outageScenario(await sites.postgres()),
};
