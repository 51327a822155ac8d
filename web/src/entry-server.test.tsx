import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { describe, expect, it } from "vitest";
import { renderFirstScreen } from "./entry-server.tsx";
import {
  buildCustomerHelper,
  HELPER_ID,
} from "./features/helper-profile/testing/customer-helper-factory.ts";
import { buildAgency } from "./testing/agency-factory.ts";
import { profileResponse } from "./testing/auth-factory.ts";
import { apiErrorResponse, jsonResponse, signedOutResponse } from "./testing/fetch-stub.ts";
import { buildCatalogueList, buildHelpers, buildPublicHelper } from "./testing/helper-factory.ts";
import { buildMatch, matchesResponse, requirementsResponse } from "./testing/matching-factory.ts";

type Answers = Record<string, () => Response>;

/** The API as the server answers a drawn page's calls, by path; every call is counted. */
function visitorApi(answers: Answers) {
  const calls: string[] = [];
  const apiFetch = (async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), "http://localhost");
    calls.push(pathname);
    return answers[pathname]?.() ?? apiErrorResponse(404, `No stub for ${pathname}`);
  }) as typeof fetch;
  return { apiFetch, calls };
}

const ANONYMOUS: Answers = {
  "/api/auth/session": signedOutResponse,
  "/api/agency": () => jsonResponse(buildAgency()),
  "/api/catalogue/maids": () => jsonResponse(buildCatalogueList(buildHelpers(3))),
  [`/api/catalogue/maids/${HELPER_ID}`]: () =>
    jsonResponse(buildPublicHelper({ id: HELPER_ID, name: "Maria Santos" })),
};

const FAMILY: Answers = {
  ...ANONYMOUS,
  "/api/auth/session": () => profileResponse(CUSTOMER_ROLE),
  "/api/user/favorites": () => jsonResponse([]),
  "/api/user/requirements": () => requirementsResponse({ budgetMax: 700 }),
  "/api/user/matches": () => matchesResponse([buildMatch({ id: 31, name: "Siti Rahayu" })]),
  "/api/user/interview-requests": () => jsonResponse([]),
  [`/api/catalogue/maids/${HELPER_ID}`]: () =>
    jsonResponse(buildCustomerHelper({ name: "Maria Santos" })),
};

const draw = (address: string, answers: Answers) => {
  const api = visitorApi(answers);
  const screen = renderFirstScreen(new URL(address, "http://localhost"), {
    apiFetch: api.apiFetch,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  });
  return { screen, calls: api.calls };
};

/**
 * The drawn pages' routes declare their data (`handle.firstScreen`); a query the render asks
 * for that no route declared leaves the page undrawn, so each of these is drawn only while the
 * declarations match what the page shows.
 */
describe("pages drawn on the server from their routes' declared data", () => {
  it("draws the catalogue for a visitor, asking each call once", async () => {
    const { screen, calls } = draw("/catalogue", ANONYMOUS);
    const drawn = await screen;
    expect(drawn?.html).toContain("Helper 1");
    expect(calls.sort()).toEqual(["/api/agency", "/api/auth/session", "/api/catalogue/maids"]);
  });

  it("draws a family's best-fit ranking, after its requirements", async () => {
    const { screen, calls } = draw("/catalogue?sort=bestFit", FAMILY);
    const drawn = await screen;
    expect(drawn?.html).toContain("Siti Rahayu");
    expect(calls).toContain("/api/user/requirements");
    expect(calls.filter((call) => call === "/api/user/matches")).toHaveLength(1);
  });

  it("draws the catalogue, not a ranking, for a family that gave no requirements", async () => {
    const { screen, calls } = draw("/catalogue?sort=bestFit", {
      ...FAMILY,
      "/api/user/requirements": () => requirementsResponse(),
    });
    expect((await screen)?.html).toContain("Helper 1");
    expect(calls).not.toContain("/api/user/matches");
  });

  it("draws a helper's page for a visitor and for a signed-in family", async () => {
    const anonymous = draw(`/maid/${HELPER_ID}`, ANONYMOUS);
    expect((await anonymous.screen)?.html).toContain("Maria Santos");
    expect(anonymous.calls).not.toContain("/api/user/interview-requests");

    const family = draw(`/maid/${HELPER_ID}`, FAMILY);
    expect((await family.screen)?.html).toContain("Maria Santos");
    expect(family.calls).toContain("/api/user/interview-requests");
  });

  it("leaves a page undrawn when one of its calls fails", async () => {
    const { screen } = draw("/maid/999", ANONYMOUS);
    expect(await screen).toBeNull();
  });
});
