import { emptyBiodata } from "@maids/contract/biodata.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import { describe, expect, it } from "vitest";
import { interviewRequests } from "../src/db/schema.ts";
import { createHelper, signedInCookie } from "./support/factories.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const URL = "/api/user/interview-requests";

describe("interview requests", () => {
  it("records a request once and answers the first one when asked again", async () => {
    const maidId = await createHelper(t.database.db);
    const { user, cookie } = await signedInCookie(t.database.db, t.config);

    const first = await send(t.app, "POST", URL, { cookie, body: { maidId } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ maidId });
    const again = await send(t.app, "POST", URL, { cookie, body: { maidId } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const rows = await t.database.db.select().from(interviewRequests);
    expect(rows).toEqual([expect.objectContaining({ userId: user.id, maidId })]);
  });

  it("lists the viewer's own requests, newest first", async () => {
    const [a, b] = [await createHelper(t.database.db), await createHelper(t.database.db)];
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const other = await signedInCookie(t.database.db, t.config);
    await send(t.app, "POST", URL, { cookie: other.cookie, body: { maidId: a } });
    await send(t.app, "POST", URL, { cookie, body: { maidId: a } });
    await send(t.app, "POST", URL, { cookie, body: { maidId: b } });

    const response = await t.app.inject({ url: URL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((request: { maidId: number }) => request.maidId)).toEqual([b, a]);
  });

  it("answers 404 for an unknown or inactive helper", async () => {
    const inactive = await createHelper(t.database.db, { isActive: false });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    for (const maidId of [inactive, 999_999]) {
      const response = await send(t.app, "POST", URL, { cookie, body: { maidId } });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(interviewRequests)).toEqual([]);
  });

  it("refuses a helper whose biodata says she is not available for interview, recording nothing", async () => {
    const maidId = await createHelper(t.database.db, {
      details: { biodata: { ...emptyBiodata(), interview: ["notAvailable"] } },
    });
    const { cookie } = await signedInCookie(t.database.db, t.config);
    const response = await send(t.app, "POST", URL, { cookie, body: { maidId } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(API_MESSAGES.notAvailableForInterview);
    expect(await t.database.db.select().from(interviewRequests)).toEqual([]);
  });

  it.each([{}, { maidId: "3" }, { maidId: 0 }, { maidId: 2.5 }, { maidId: null }])(
    "answers 400 for the body %j",
    async (body) => {
      const { cookie } = await signedInCookie(t.database.db, t.config);
      const response = await send(t.app, "POST", URL, { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe("maidId");
    },
  );

  it("refuses anonymous visitors", async () => {
    const maidId = await createHelper(t.database.db);
    expect((await send(t.app, "POST", URL, { body: { maidId } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });
});
