// bench/chaos/: SIGTERM under load, with helper creates with photos in flight: every request
// taken in is answered, the process exits 0 within SHUTDOWN_TIMEOUT_MS, later ones are refused.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import {
  createHelper,
  helperForm,
  publicHelperIds,
  SHUTDOWN_TIMEOUT_MS,
  startSite,
} from "./harness.mjs";
import { runUsers, visitorMix } from "./simulated-users.mjs";

/** @typedef {import("./harness.mjs").Site} Site */

/**
 * A line of the server's log (pino), as far as this scenario reads it.
 * @typedef {{ msg?: string, reqId?: unknown, res?: { statusCode?: number } }} LogEntry
 */

/**
 * The server's JSON log lines.
 * @param {import("./harness.mjs").Server} server
 * @returns {LogEntry[]}
 */
function logEntries(server) {
  return server.lines.flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

/**
 * SIGTERM while `users` send requests one after another, and (with `creates`) while
 * helper creates with photos are being processed: the server has logged taking them in.
 * @param {Site} target
 * @param {number} users
 * @param {{ creates?: number }} [options]
 */
async function stopUnderLoad(target, users, { creates = 0 } = {}) {
  const server = await startSite(target, { LOG_LEVEL: "info" });
  const activeIds = await publicHelperIds(target);
  /** @type {import("./harness.mjs").Exit | null} */
  let exited = null;
  server.exited.then((exit) => {
    exited = exit;
  });
  const mix = visitorMix(target, activeIds);
  const load = runUsers(users, () => exited !== null, mix, server.port);
  await sleep(3_000);
  const forms = await Promise.all(
    Array.from({ length: creates }, (_, i) => helperForm(`Chaos stop ${i} ${Date.now()}`)),
  );
  const agent = new http.Agent({ keepAlive: false });
  const slowWrites = forms.map((form) => createHelper(target, form, { agent }));
  /** @param {string} line */
  const isCreate = (line) => line.includes('"url":"/api/admin/maid"') && line.includes("incoming");
  await server.waitForLines(isCreate, creates, 30_000);
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  const exit = await Promise.race([server.exited, sleep(SHUTDOWN_TIMEOUT_MS + 5_000)]);
  if (!exit) server.child.kill("SIGKILL");
  const samples = await load;
  const slow = await Promise.all(slowWrites);
  agent.destroy();

  // The server's log: what it took in, and what it answered.
  const entries = logEntries(server);
  const stopIndex = entries.findIndex((entry) => entry.msg?.startsWith("shutting down"));
  /** @type {Map<unknown, number>} */
  const takenIn = new Map();
  /** @type {Map<unknown, { index: number, entry: LogEntry }>} */
  const answered = new Map();
  entries.forEach((entry, index) => {
    if (entry.msg === "incoming request") takenIn.set(entry.reqId, index);
    if (entry.msg === "request completed") answered.set(entry.reqId, { index, entry });
  });
  const inFlight = [...takenIn]
    .filter(([id, index]) => {
      const answer = answered.get(id);
      return index < stopIndex && !(answer !== undefined && answer.index < stopIndex);
    })
    .map(([id]) => id);
  const before = samples.filter((s) => s.startedAt < signalledAt);
  const after = samples.filter((s) => s.startedAt >= signalledAt);
  return {
    exit,
    exitMs: exit ? exit.at - signalledAt : Number.POSITIVE_INFINITY,
    logged: stopIndex >= 0,
    inFlight: inFlight.length,
    inFlightAnswered: inFlight.filter((id) => answered.has(id)).length,
    unanswered: [...takenIn.keys()].filter((id) => !answered.has(id)).length,
    serverErrors: [...answered.values()].filter(({ entry }) => (entry.res?.statusCode ?? 0) >= 500)
      .length,
    takenInAfterSignal: [...takenIn.values()].filter((index) => index > stopIndex).length,
    creates: slow,
    sentBefore: before.length,
    sentBeforeAnswered: before.filter((s) => s.status !== undefined && s.status < 500).length,
    sentBeforeUnread: before.filter((s) => s.status === undefined).length,
    refused: after.filter((s) => s.error !== undefined || s.status === 503).length,
    clientErrors: samples.filter(
      (s) => s.status !== undefined && s.status >= 500 && s.status !== 503,
    ).length,
  };
}

/**
 * @param {Site} target
 * @returns {Promise<import("./harness.mjs").Outcome>}
 */
async function gracefulScenario(target) {
  const problems = [];
  /**
   * @param {Awaited<ReturnType<typeof stopUnderLoad>>} run
   * @param {string} label
   */
  const checkServerSide = (run, label) => {
    if (run.exit?.code !== 0) problems.push(`${label}: exit ${run.exit ? run.exit.code : "none"}`);
    if (run.exitMs >= SHUTDOWN_TIMEOUT_MS) problems.push(`${label}: exit took ${run.exitMs} ms`);
    if (!run.logged) problems.push(`${label}: no shutdown logged`);
    if (run.unanswered > 0) problems.push(`${label}: ${run.unanswered} taken in, not answered`);
    if (run.serverErrors + run.clientErrors > 0) problems.push(`${label}: 5xx answers`);
    if (run.refused === 0) problems.push(`${label}: nothing refused after the signal`);
  };
  // Load the server absorbs: every request sent before the signal must be answered.
  const moderate = await stopUnderLoad(target, 25, { creates: 5 });
  checkServerSide(moderate, "25 users");
  const createsOk = moderate.creates.filter((response) => response.status === 201).length;
  if (createsOk !== moderate.creates.length) {
    const outcomes = moderate.creates.map((response) => response.status ?? response.error);
    problems.push(`helper creates in flight: ${outcomes.join(", ")}`);
  }
  if (moderate.sentBeforeAnswered !== moderate.sentBefore) {
    problems.push(
      `25 users: ${moderate.sentBefore - moderate.sentBeforeAnswered} sent before SIGTERM not answered`,
    );
  }
  // Load it cannot keep up with: requests queue unread in the kernel for seconds.
  const saturated = await stopUnderLoad(target, 100);
  checkServerSide(saturated, "100 users");
  const limit = `limit ${SHUTDOWN_TIMEOUT_MS / 1000} s`;
  return {
    held: problems.length === 0,
    figures: [
      ...problems,
      `25 users: exit ${moderate.exit?.code} ${moderate.exitMs} ms after SIGTERM (${limit}); all ${moderate.sentBeforeAnswered} requests sent before it answered, incl. ${createsOk} helper creates with photos in flight (201); ${moderate.refused} sent after refused`,
      `100 users (saturated): exit ${saturated.exit?.code} ${saturated.exitMs} ms; ${saturated.inFlightAnswered} of ${saturated.inFlight} in flight answered, 0 × 5xx; ${saturated.sentBeforeUnread} still queued unread in the kernel were closed unanswered; ${saturated.refused} after refused`,
    ].join("; "),
  };
}

/** @type {import("./harness.mjs").Scenario} */
export const graceful = {
  key: "graceful",
  name: "graceful stop",
  tried: `SIGTERM under 25 users with 5 helper creates with photos in flight, then under 100 users (SHUTDOWN_TIMEOUT_MS=${SHUTDOWN_TIMEOUT_MS})`,
  limitMs: 3 * 60_000,
  run: (sites) => gracefulScenario(sites.embedded),
};
