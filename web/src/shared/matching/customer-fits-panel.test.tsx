import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "@/testing/fetch-stub.ts";
import { staffMatchesResponse as staffMatches } from "@/testing/matching-factory.ts";
import { renderRoute } from "@/testing/render.tsx";
import { CustomerFitsPanel } from "./customer-fits-panel.tsx";
import { MATCHING_TEXTS } from "./texts.ts";

const TEXTS = MATCHING_TEXTS.staff;

describe("CustomerFitsPanel", () => {
  it("shows the customer's requirements beside the ranking, and ticks a helper", async () => {
    stubApi({
      "GET /api/admin/customers/8/matches": () =>
        staffMatches({ children: [3], budgetMax: 700, mustHaves: ["salary"] }),
    });
    const toggle = vi.fn();
    renderRoute(
      <CustomerFitsPanel
        customerId={8}
        ticks={{ selected: new Set([31]), toggle, label: TEXTS.recommend }}
      />,
      { path: "/admin/8" },
    );

    expect(await screen.findByText(TEXTS.title("Tan Wei Ling"))).toBeVisible();
    for (const line of ["Children aged 3", "Salary up to $700", "Must-haves: Salary"]) {
      expect(screen.getByText(line)).toBeVisible();
    }
    const ranking = screen.getByRole("list", { name: TEXTS.title("Tan Wei Ling") });
    expect(within(ranking).getByRole("link", { name: "Siti Rahayu" })).toHaveAttribute(
      "href",
      "/maid/31",
    );
    expect(within(ranking).getByText("Childcare experience: 4 years in Hong Kong")).toBeVisible();
    const tick = within(ranking).getByRole("checkbox", { name: TEXTS.recommend("Siti Rahayu") });
    expect(tick).toBeChecked();
    await userEvent.click(tick);
    expect(toggle).toHaveBeenCalledWith(31);
  });

  it("says when the customer has given no requirements", async () => {
    stubApi({ "GET /api/admin/customers/8/matches": () => staffMatches({}, []) });
    renderRoute(<CustomerFitsPanel customerId={8} />, { path: "/admin/8" });
    expect(await screen.findByText(TEXTS.noRequirements)).toBeVisible();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
