import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldKey,
  helperFieldKeysSeenBy,
} from "@maids/contract/helper-fields.ts";
import { describe, expect, it } from "vitest";
import { signedInCookie } from "./support/factories.ts";
import { readAdminHelper, send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

/**
 * Every field declared in contract/src/helper-fields.ts, through the real forms and answers: a
 * new field is checked here without a test of its own (docs/how-to.md#a-new-helper-column).
 */
const t = useTestApp();

/** The declared fields at one of their examples, as the forms send them. */
const fieldsAt = (which: 0 | 1) =>
  Object.fromEntries(HELPER_FIELD_KEYS.map((key) => [key, HELPER_FIELDS[key].examples[which]]));

const REST_OF_FORM = {
  supplier: "ID-7",
  maidDetails: { description: "Gentle and organised.", restDay: 4 },
  employmentDetails: [],
};

/** The fields the forms may leave blank (their first example is null). */
const OPTIONAL_KEYS = HELPER_FIELD_KEYS.filter((key) => HELPER_FIELDS[key].examples[0] === null);

function expectFields(answer: Record<string, unknown>, which: 0 | 1, keys = HELPER_FIELD_KEYS) {
  for (const key of keys) {
    expect(answer[key], key).toEqual(HELPER_FIELDS[key].examples[which]);
  }
}

describe("every declared helper field", () => {
  it("is stored by the add form and changed by the edit form", async () => {
    const { cookie } = await signedInCookie(t.database.db, t.config, "admin");
    const created = await send(t.app, "POST", "/api/admin/maid", {
      cookie,
      body: { ...fieldsAt(0), ...REST_OF_FORM },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectFields(created.json(), 0);

    const id = created.json().id as number;
    const put = (body: object) => send(t.app, "PUT", `/api/admin/maid/${id}`, { cookie, body });
    const record = () => readAdminHelper(t.app, cookie, id);

    const edited = await put({ ...fieldsAt(1), ...REST_OF_FORM });
    expect(edited.statusCode, edited.body).toBe(200);
    expectFields(await record(), 1);

    const withoutOptional = Object.fromEntries(
      Object.entries(fieldsAt(1)).filter(([key]) => !OPTIONAL_KEYS.includes(key as HelperFieldKey)),
    );
    expect((await put({ ...withoutOptional, ...REST_OF_FORM })).statusCode).toBe(200);
    expectFields(await record(), 1, OPTIONAL_KEYS);

    const blanks = Object.fromEntries(OPTIONAL_KEYS.map((key) => [key, ""]));
    expect((await put({ ...fieldsAt(1), ...blanks, ...REST_OF_FORM })).statusCode).toBe(200);
    expectFields(await record(), 0, OPTIONAL_KEYS);
  });

  it("is answered to its audience and no one else", async () => {
    const admin = await signedInCookie(t.database.db, t.config, "admin");
    const customer = await signedInCookie(t.database.db, t.config, "customer");
    const created = await send(t.app, "POST", "/api/admin/maid", {
      cookie: admin.cookie,
      body: { ...fieldsAt(0), ...REST_OF_FORM },
    });
    const profile = async (cookie?: string) =>
      (
        await t.app.inject({
          url: `/api/catalogue/maids/${created.json().id}`,
          headers: cookie ? { cookie } : {},
        })
      ).json();
    const keysOf = (answer: object) => HELPER_FIELD_KEYS.filter((key) => key in answer);

    const anonymous = await profile();
    expect(keysOf(anonymous)).toEqual(helperFieldKeysSeenBy("everyone"));
    const signedIn = await profile(customer.cookie);
    expect(keysOf(signedIn).sort()).toEqual(
      [...helperFieldKeysSeenBy("everyone"), ...helperFieldKeysSeenBy("signedIn")].sort(),
    );
    expectFields(signedIn, 0, keysOf(signedIn));
  });
});
