import { CUSTOMER_ROLE } from "@maids/contract/enums.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildMatch, matchesResponse, requirementsResponse } from "@/testing/matching-factory.ts";
import { renderRoute } from "@/testing/render.tsx";
import { FamilyFits } from "./family-fits.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

const session = () => profileResponse(CUSTOMER_ROLE);

describe("FamilyFits", () => {
  it("invites a family without requirements to give them, and ranks nothing", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/requirements": () => requirementsResponse(),
    });
    renderRoute(<FamilyFits />, { path: "/recommend" });
    expect(await screen.findByText(MATCHING_TEXTS.noRequirementsTitle)).toBeVisible();
    expect(screen.getByRole("link", { name: MATCHING_TEXTS.fillRequirements })).toHaveAttribute(
      "href",
      "/profile#requirements",
    );
    expect(requestsTo(fetchSpy, "GET /api/user/matches")).toEqual([]);
  });

  it("shows each helper's top reasons, and every criterion under 'Why'", async () => {
    stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/requirements": () => requirementsResponse({ children: [3], budgetMax: 700 }),
      "GET /api/user/matches": () => matchesResponse([buildMatch({ name: "Siti Rahayu" })]),
    });
    renderRoute(<FamilyFits />, { path: "/recommend" });

    const list = await screen.findByRole("list", { name: MATCHING_TEXTS.fitsTitle });
    const card = list.firstElementChild as HTMLElement;
    expect(within(card).getByText("Siti Rahayu")).toBeVisible();
    expect(within(card).getByText("Salary $650, within your $550 to $700")).toBeVisible();
    expect(within(card).getByText("Asks for 5 rest days a month, you offer 4")).toBeVisible();
    expect(within(card).getAllByTitle(MATCHING_TEXTS.levels.met)).toHaveLength(2);

    await userEvent.click(within(card).getByRole("button", { name: /Why/ }));
    const dialog = await screen.findByRole("dialog", {
      name: MATCHING_TEXTS.whyTitle("Siti Rahayu"),
    });
    expect(within(dialog).getByText(MATCHING_TEXTS.points(5, 6))).toBeVisible();
    expect(within(dialog).getByText("Salary")).toBeVisible();
    expect(within(dialog).getByText(MATCHING_TEXTS.mustHave)).toBeVisible();
    expect(within(dialog).getByText("Childcare experience: 4 years in Hong Kong")).toBeVisible();
  });

  it("loads the next page on 'Show more', and says so when no helper passes the must-haves", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/requirements": () => requirementsResponse({ budgetMax: 700 }),
      "GET /api/user/matches": ({ url }) =>
        url.searchParams.get("page") === "2"
          ? matchesResponse([buildMatch({ name: "Second page" })], { total: 13, page: 2 })
          : matchesResponse([buildMatch({ name: "First page" })], { total: 13 }),
    });
    renderRoute(<FamilyFits />, { path: "/recommend" });
    await userEvent.click(await screen.findByRole("button", { name: MATCHING_TEXTS.more }));
    expect(await screen.findByText("Second page")).toBeVisible();
    expect(requestsTo(fetchSpy, "GET /api/user/matches")).toHaveLength(2);
  });

  it("says when no helper meets the must-haves", async () => {
    stubApi({
      "GET /api/auth/session": session,
      "GET /api/user/requirements": () =>
        requirementsResponse({ budgetMax: 300, mustHaves: ["salary"] }),
      "GET /api/user/matches": () => matchesResponse([]),
    });
    renderRoute(<FamilyFits />, { path: "/recommend" });
    expect(await screen.findByText(MATCHING_TEXTS.noFits)).toBeVisible();
  });
});
