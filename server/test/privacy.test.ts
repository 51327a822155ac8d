import { ageFromDob, standInDateOfBirth } from "@maids/contract/derived.ts";
import { helperFieldKeysSeenBy } from "@maids/contract/helper-fields.ts";
import { PLACEMENT_STAGES, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import { describe, expect, it } from "vitest";
import { GUARDS, OPEN_ROUTES, requireAdmin } from "../src/auth/access-control.ts";
import { favourites, placementCases } from "../src/db/schema.ts";
import { placementOptions, placementService } from "../src/placements/placement-service.ts";
import {
  ADMIN_ONLY_SECRETS,
  CUSTOMER_SECRETS,
  MEDICAL_HISTORY_SECRETS,
  withPlantedBiodata,
} from "./support/biodata.ts";
import {
  createHelper,
  createShareLinkFor,
  createUser,
  signedInCookie,
} from "./support/factories.ts";
import { pdfText } from "./support/pdf-text.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const STAFF_NOTE = "Staff only: family negotiating the loan";
const PHOTO = "0b7e0d2e-5f59-4c55-9b8e-0a3c2f1f9a11";
/** Planted as the helper's passport expiry: administrators only (docs/product.md#helper-forms). */
const PASSPORT_EXPIRY = "2031-07-19";

/** Planted as the helper's date of birth: a 31st, which a stand-in (never past the 28th) cannot be. */
const DATE_OF_BIRTH = "1993-01-31";

/**
 * Fields of a helper that only signed-in viewers may see (ADR 0005, docs/product.md#roles).
 * `DOB` is not among them: anonymous answers carry a stand-in, checked by `checkStandInDob`.
 */
const PRIVATE_FIELDS = [
  ...helperFieldKeysSeenBy("signedIn"),
  ...helperFieldKeysSeenBy("staff"),
  "employmentDetails",
  "highestEducation",
  "employmentHistory",
  "religion",
  "supplier",
  "supplierId",
  "biodata",
  "employerType",
  "feedback",
  "eligibilityWarnings",
];
/** Text planted in every field that is not public (biodata, employer type, feedback). */
const NON_PUBLIC_SECRETS = [
  ...Object.values(CUSTOMER_SECRETS),
  ...Object.values(ADMIN_ONLY_SECRETS),
  PASSPORT_EXPIRY,
];
/** Never in an answer to a customer the agency has not engaged with about her (docs/product.md#biodata). */
const NOT_FOR_CUSTOMERS = [
  ...Object.values(ADMIN_ONLY_SECRETS),
  ...Object.values(MEDICAL_HISTORY_SECRETS),
  PASSPORT_EXPIRY,
];
/** Requirements that call for every criterion of the ranking (contract/src/matching.ts). */
const EVERY_CRITERION = {
  children: [0, 4],
  elderly: [{ needs: ["dementia"] }],
  pets: ["dogs"],
  duties: ["Cooking", "Housekeeping"],
  cuisines: ["Chinese"],
  languages: ["English", "Mandarin"],
  budgetMax: 800,
  restDaysOffered: 4,
  startDate: "2099-01-01",
  experience: "singapore",
  hiring: "transfer",
  ageMin: 25,
  ageMax: 45,
};
const CLEAR_IMAGE = /\/api\/images\/[^/]+\/(thumbnail|card|detail)\.webp/;
const GUARDED_PREFIXES = ["/api/admin/", "/api/user/", "/api/catalogue/user/"];

/** Every public GET answering helper data, with the address an anonymous visitor would call. */
const HELPER_DATA_ROUTES: Record<string, (ids: { maidId: number; token: string }) => string> = {
  "/api/catalogue/maids": () => "/api/catalogue/maids?limit=100",
  "/api/catalogue/maids/:id": ({ maidId }) => `/api/catalogue/maids/${maidId}`,
  "/api/catalogue/top-maids": () => "/api/catalogue/top-maids",
  "/api/user/recommended/:token": ({ token }) => `/api/user/recommended/${token}`,
};
/** Public GETs that answer no helper data at all. */
const OTHER_PUBLIC_ROUTES = [
  "/livez",
  "/readyz",
  // The operator's, behind METRICS_TOKEN (404 without one): counts by route pattern, no helper data.
  "/metrics",
  "/api/agency",
  "/api/auth/profile",
  "/api/auth/session",
  // The agency's terms, privacy notice and consent text: published texts, no personal data.
  "/api/legal/:kind",
  // A signer's documents, only with their personal link's unguessable token (document-signing.test.ts).
  "/api/signing/:token",
  "/api/images/:key/:file",
  "/api/docs",
  "/api/docs/json",
  "/api/docs/yaml",
  "/api/docs/static/*",
  "/api/docs/*",
  "/*",
];

function publicGetRoutes(): string[] {
  const urls = t.app.registeredRoutes
    .filter(({ method }) => method === "GET")
    .map(({ url }) => url.replace(/\/$/, "") || "/")
    .filter(
      (url) => OPEN_ROUTES.has(url) || !GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix)),
    );
  return [...new Set(urls)];
}

/**
 * An anonymous answer's `DOB` is the stand-in made from the age beside it and today alone
 * (ADR 0018), never a real date of birth: an object with `DOB` has `age`, and the two agree.
 */
function checkStandInDob(value: unknown, route: string) {
  if (Array.isArray(value)) for (const item of value) checkStandInDob(item, route);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("DOB" in record) {
      expect(record.age, `${route}: DOB without age`).toEqual(expect.any(Number));
      expect(record.DOB, route).toBe(standInDateOfBirth(record.age as number));
      expect(record.DOB, route).not.toBe(DATE_OF_BIRTH);
      expect(ageFromDob(record.DOB as string), route).toBe(record.age);
    }
    for (const item of Object.values(record)) checkStandInDob(item, route);
  }
}

/** Every key and string anywhere in a JSON value. */
function walk(value: unknown, visit: (key: string | null, value: unknown) => void) {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
  } else visit(null, value);
}

describe("what anonymous visitors can obtain", () => {
  it("every public GET route is known to this sweep", () => {
    const known = [...Object.keys(HELPER_DATA_ROUTES), ...OTHER_PUBLIC_ROUTES];
    const found = publicGetRoutes();
    expect(found).toEqual(expect.arrayContaining(Object.keys(HELPER_DATA_ROUTES)));
    expect(found.filter((url) => !known.includes(url))).toEqual([]);
  });

  it("no anonymous answer carries a clear photo URL or a private field", async () => {
    const planted = withPlantedBiodata();
    const maidId = await createHelper(t.database.db, {
      photoKey: PHOTO,
      passportExpiry: PASSPORT_EXPIRY,
      dateOfBirth: DATE_OF_BIRTH,
      ...planted,
      details: { englishRating: 5, chineseRating: 5, ...planted.details },
    });
    await createHelper(t.database.db, { photoKey: "1c8f1e3f-6a6a-4d66-8c9f-1b4d3a2a0b22" });
    const token = await createShareLinkFor(t.database.db, [maidId]);

    const anonymousAnswers = Object.entries(HELPER_DATA_ROUTES).map(([route, address]) => ({
      route,
      answer: () => t.app.inject({ url: address({ maidId, token }) }),
    }));
    // The ranking against requirements a visitor's browser keeps: it reads only her card.
    anonymousAnswers.push({
      route: "POST /api/catalogue/matches",
      answer: () =>
        send(t.app, "POST", "/api/catalogue/matches", { body: { requirements: EVERY_CRITERION } }),
    });
    for (const { route, answer } of anonymousAnswers) {
      const response = await answer();
      expect(response.statusCode, route).toBe(200);
      expect(response.body, route).toContain(PHOTO);
      expect(response.body, route).not.toMatch(CLEAR_IMAGE);
      let datesOfBirth = 0;
      walk(response.json(), (key) => {
        if (key !== null) expect(PRIVATE_FIELDS, `${route} answers ${key}`).not.toContain(key);
        if (key === "DOB") datesOfBirth += 1;
      });
      expect(datesOfBirth, `${route}: every helper has a stand-in DOB`).toBeGreaterThan(0);
      checkStandInDob(response.json(), route);
      for (const secret of [...NON_PUBLIC_SECRETS, DATE_OF_BIRTH]) {
        expect(response.body, route).not.toContain(secret);
      }
    }
  });

  it("no clear derivative can be fetched without a session", async () => {
    for (const size of ["thumbnail", "card", "detail"]) {
      const response = await t.app.inject({ url: `/api/images/${PHOTO}/${size}.webp` });
      expect(response.statusCode, size).toBe(401);
    }
  });
});

/** Every GET a signed-in customer may call, with the address to call for the helper and link. */
function customerGetRoutes(): string[] {
  const adminOnly = (url: string) =>
    !OPEN_ROUTES.has(url) &&
    GUARDS.find(([prefix]) => url.startsWith(prefix))?.[1] === requireAdmin;
  const urls = t.app.registeredRoutes
    .filter(({ method }) => method === "GET")
    .map(({ url }) => url.replace(/\/$/, "") || "/")
    .filter(
      (url) => !adminOnly(url) && !url.startsWith("/api/docs") && !url.startsWith("/api/images"),
    )
    .filter((url) => url !== "/*");
  return [...new Set(urls)];
}

describe("what signed-in customers can obtain", () => {
  it("no customer answer, JSON or PDF, carries a home address, a home contact number, a passport expiry or, without engagement, the medical history", async () => {
    const maidId = await createHelper(t.database.db, {
      ...withPlantedBiodata(),
      passportExpiry: PASSPORT_EXPIRY,
    });
    const token = await createShareLinkFor(t.database.db, [maidId]);
    const { user, cookie } = await signedInCookie(t.database.db, t.config);
    await t.database.db.insert(favourites).values({ userId: user.id, maidId });
    // Requirements, so that the family's ranking answers her with reasons from her record.
    await send(t.app, "PUT", "/api/user/requirements", { cookie, body: EVERY_CRITERION });
    // The family's own case (an enquiry, so no engagement with her), so that its hiring, file,
    // money and deductions answer too.
    const owner = await createUser(t.database.db, "admin");
    const [placement] = await t.database.db
      .insert(placementCases)
      .values({
        reference: "PL-2026-0900",
        customerId: user.id,
        ownerId: owner.id,
        stage: "enquiry",
      })
      .returning();
    const routes = customerGetRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(["/api/catalogue/maids/:id", "/api/user/maids/:id/biodata.pdf"]),
    );

    const seen: string[] = [];
    for (const route of routes) {
      const url = route
        .replace(":id", String(maidId))
        .replace(":token", token)
        .replace(":userId", String(user.id))
        .replace(":reference", placement?.reference ?? "")
        .replace(":documentId", "1")
        .replace(":kind", "privacy");
      expect(url, `${route} has a parameter this sweep does not fill`).not.toContain(":");
      const response = await t.app.inject({ url, headers: { cookie } });
      const isPdf = String(response.headers["content-type"]).startsWith("application/pdf");
      const text = isPdf
        ? (await pdfText(response.rawPayload)).text.replace(/\s+/g, " ")
        : response.body;
      for (const secret of NOT_FOR_CUSTOMERS) {
        expect(text, `${route} answers ${secret}`).not.toContain(secret);
      }
      if (!isPdf) {
        walk(response.json(), (key) => {
          expect(key, `${route} answers passportExpiry`).not.toBe("passportExpiry");
          expect(key, `${route} answers the medical history`).not.toBe("illnesses");
        });
      }
      if (text.includes(CUSTOMER_SECRETS.dietaryRestrictions as string)) seen.push(route);
    }
    // The sweep does read answers that carry the biodata customers may see.
    expect(seen).toEqual(
      expect.arrayContaining(["/api/catalogue/maids/:id", "/api/user/maids/:id/biodata.pdf"]),
    );
  });

  it("no customer or anonymous answer names a placement stage or carries a staff note", async () => {
    const { user: staff } = await signedInCookie(t.database.db, t.config, "admin");
    const { user, cookie } = await signedInCookie(t.database.db, t.config);
    const shown = await createHelper(t.database.db);
    const held = await createHelper(t.database.db);
    const token = await createShareLinkFor(t.database.db, [shown, held]);
    await t.database.db.insert(favourites).values([
      { userId: user.id, maidId: shown },
      { userId: user.id, maidId: held },
    ]);
    const service = placementService(t.database.db, placementOptions(t.config));
    let placement = await service.create({ customerId: user.id, maidId: held }, staff.id);
    await service.addNote(placement.id, STAFF_NOTE, staff.id);
    for (const stage of ["interviewing", "selected", "agreements_signed"] as const) {
      placement = await service.changeStage(
        placement.id,
        { version: placement.version, stage, maidId: held, note: STAFF_NOTE },
        staff.id,
      );
    }

    const answers: [string, string][] = [];
    for (const route of customerGetRoutes()) {
      const url = route
        .replace(":id", String(shown))
        .replace(":token", token)
        .replace(":userId", String(user.id))
        .replace(":reference", placement?.reference ?? "")
        .replace(":documentId", "1")
        .replace(":kind", "privacy");
      for (const headers of [{ cookie }, {}]) {
        const response = await t.app.inject({ url, headers });
        const isPdf = String(response.headers["content-type"]).startsWith("application/pdf");
        answers.push([route, isPdf ? (await pdfText(response.rawPayload)).text : response.body]);
      }
    }
    expect(answers.some(([route]) => route === "/api/user/hiring")).toBe(true);
    for (const [route, text] of answers) {
      expect(text, route).not.toContain(STAFF_NOTE);
      for (const stage of PLACEMENT_STAGES) {
        expect(text, `${route} names ${stage}`).not.toContain(`"${stage}"`);
        expect(text, `${route} names ${stage}`).not.toContain(STAGE_LABELS[stage]);
      }
    }
  });
});
