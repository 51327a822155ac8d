// bench/chaos/: the photo store (an S3 server, STORAGE=s3) stopped for 5 s under load: photo
// requests answer a clear 503, helper creates with a photo a clear 500 saving nothing, the
// catalogue goes on, and all is well again once the store is back, in the same process.
import { setTimeout as sleep } from "node:timers/promises";
import { API_MESSAGES } from "../../contract/src/messages.ts";
import { startTestS3Server } from "../../server/test/support/test-s3.ts";
import {
  adminHelpers,
  cleanups,
  createHelper,
  helperForm,
  jsonOf,
  ok,
  photoKeyOf,
  pick,
  progress,
  request,
  site,
  startSite,
  stopServer,
} from "./harness.mjs";
import { describeErrors, runUsers, visitorMix } from "./simulated-users.mjs";

const OUTAGE_MS = 5_000;
const RECOVERY_LIMIT_MS = 10_000;

/**
 * Every photo key in the bucket.
 * @param {Awaited<ReturnType<typeof startTestS3Server>>} s3
 */
async function keysInBucket(s3) {
  const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const client = s3.client();
  /** @type {Set<string>} */
  const keys = new Set();
  /** @type {string | undefined} */
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) keys.add(String(object.Key).split("/")[0] ?? "");
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** @returns {Promise<import("./harness.mjs").Outcome>} */
async function photoStoreScenario() {
  const s3 = await startTestS3Server();
  cleanups.push(() => s3.close());
  const target = site("pglite");
  const server = await startSite(target, { ...s3.env, ...s3.credentialsEnv });
  const helpers = await adminHelpers(target);
  // Those the public sees (active, not held by a placement case): profiles and shortlists.
  const catalogue = jsonOf(await request(server.port, "GET", "/api/catalogue/maids?limit=1000"));
  const publicIds = catalogue.maids.map((/** @type {{ id: number }} */ maid) => maid.id);
  const photos = helpers
    .map(photoKeyOf)
    .filter((key) => key !== undefined)
    .map((key) => `/api/images/${key}/card-blurred.webp`);
  const browse = visitorMix(target, publicIds);
  let stopLoad = false;
  const load = runUsers(
    20,
    () => stopLoad,
    (user) =>
      Math.random() < 0.5 ? { kind: "photo", method: "GET", path: pick(photos) } : browse(user),
    server.port,
  );
  await sleep(2_000);

  const keysBefore = await keysInBucket(s3);
  await s3.stop();
  const downAt = Date.now();
  progress("the S3 server stopped");
  const creates = [];
  while (Date.now() - downAt < OUTAGE_MS - 1_000) {
    creates.push(await createHelper(target, await helperForm(`Chaos store ${Date.now()}`)));
  }
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));
  const upBegan = Date.now();
  await s3.start();
  progress("the S3 server started again");
  let recoveredAt = 0;
  /** @type {import("./harness.mjs").Answer | undefined} */
  let created;
  while (!recoveredAt && Date.now() - upBegan < RECOVERY_LIMIT_MS) {
    const photo = await request(server.port, "GET", pick(photos));
    if (photo.status === 200) {
      created = await createHelper(target, await helperForm(`Chaos store back ${Date.now()}`));
      if (created.status === 201) recoveredAt = Date.now();
    }
    if (!recoveredAt) await sleep(200);
  }
  await sleep(2_000);
  stopLoad = true;
  const samples = await load;
  const exitedMeanwhile = server.child.exitCode !== null || server.child.signalCode !== null;
  const helpersAfter = await adminHelpers(target);
  const keysAfter = await keysInBucket(s3);
  await stopServer(server);

  const problems = [];
  if (exitedMeanwhile) problems.push("the server process died");
  const during = samples.filter((s) => s.startedAt >= downAt && s.endedAt <= upBegan);
  const photosDuring = during.filter((s) => s.kind === "photo");
  const unclearPhotos = photosDuring.filter(
    (s) =>
      s.status !== 503 ||
      jsonOf(s)?.code !== "photo_store_unavailable" ||
      jsonOf(s)?.message !== API_MESSAGES.photoStoreUnavailable,
  );
  const othersFailing = during.filter((s) => s.kind !== "photo" && !ok(s));
  const unclearCreates = creates.filter(
    (r) => r.status !== 500 || jsonOf(r)?.message !== API_MESSAGES.photoNotStored,
  );
  if (photosDuring.length === 0) problems.push("no photo asked for during the outage");
  if (unclearPhotos.length > 0)
    problems.push(`photos during the outage: ${describeErrors(unclearPhotos)}`);
  if (othersFailing.length > 0)
    problems.push(`catalogue during the outage: ${describeErrors(othersFailing)}`);
  if (unclearCreates.length > 0)
    problems.push(`creates during the outage: ${unclearCreates.map((r) => r.status ?? r.error)}`);
  if (!recoveredAt)
    problems.push(`not serving photos and creates ${RECOVERY_LIMIT_MS / 1000} s after`);
  if (helpersAfter.length !== helpers.length + (created?.status === 201 ? 1 : 0))
    problems.push(`${helpersAfter.length - helpers.length} helpers created`);
  const newKey = created ? photoKeyOf(jsonOf(created)) : undefined;
  const expectedKeys = new Set([...keysBefore, ...(newKey ? [newKey] : [])]);
  if ([...keysAfter].sort().join() !== [...expectedKeys].sort().join())
    problems.push("the bucket holds other photos than the helpers'");
  const after = samples.filter((s) => s.startedAt >= recoveredAt && recoveredAt > 0);
  const failingAfter = after.filter((s) => !ok(s));
  if (failingAfter.length > 0) problems.push(`after recovery: ${describeErrors(failingAfter)}`);
  const slowest = Math.max(...during.map((s) => s.ms), ...creates.map((r) => r.ms));
  return {
    held: problems.length === 0,
    figures:
      problems.length > 0
        ? problems.join("; ")
        : `${photosDuring.length} photo requests during the outage all answered 503 photo_store_unavailable, ${during.length - photosDuring.length} other requests (catalogue, profiles, shortlists) 2xx, ${creates.length} creates with a photo 500 "${API_MESSAGES.photoNotStored.split(",")[0]}…" (slowest ${Math.round(slowest)} ms); nothing saved; photos and creates again ${((recoveredAt - upBegan) / 1000).toFixed(1)} s after the store's return, ${after.length} requests after with no failure, same process`,
  };
}

/** @type {import("./harness.mjs").Scenario} */
export const photoStore = {
  key: "photo-store",
  name: "photo store outage (S3)",
  tried: `the S3 server (STORAGE=s3) stopped for ${OUTAGE_MS / 1000} s under 20 users, half of them asking for photos, and helper creates with a photo meanwhile`,
  limitMs: 4 * 60_000,
  run: () => photoStoreScenario(),
};
