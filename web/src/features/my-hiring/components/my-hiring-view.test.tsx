import { STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import {
  type CustomerHiring,
  customerHiringSchema,
  HIRING_TEXTS,
} from "@maids/contract/placements.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { MyHiringView } from "./my-hiring-view.tsx";

const HIRING: CustomerHiring = customerHiringSchema.parse([
  {
    reference: "PC-2026-0007",
    status: "in_progress",
    helper: {
      id: 15,
      name: "Siti Rahayu",
      imageUrl: "/api/images/s15/thumbnail.webp",
      country: "Indonesia",
    },
    steps: [
      { label: "Helper chosen", done: true, on: "2026-01-10" },
      { label: "Work permit applied for", done: true, on: "2026-01-20" },
      { label: "Work permit approved", done: false, on: null },
    ],
    dates: [{ label: "Work permit expires", dueOn: "2028-03-01" }],
    owner: { name: "Mei Ling", whatsappNumber: "6591234567" },
    updatedAt: "2026-01-20T04:00:00.000Z",
  },
]);

function renderHiring() {
  return renderRoute(<MyHiringView />, { path: "/my-hiring" });
}

describe("MyHiringView", () => {
  it("shows each case's helper, status, steps in plain words, dates and a WhatsApp button", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/hiring": () => jsonResponse(HIRING),
    });
    renderHiring();

    const card = await screen.findByRole("article", { name: "Case PC-2026-0007" });
    const inCard = within(card);
    expect(inCard.getByText(HIRING_TEXTS.inProgress)).toBeInTheDocument();
    expect(inCard.getByText("Siti Rahayu")).toBeInTheDocument();
    expect(inCard.getByRole("link", { name: "View profile" })).toHaveAttribute("href", "/maid/15");
    expect(card.querySelector("img")).toHaveAttribute("src", "/api/images/s15/thumbnail.webp");

    const steps = within(inCard.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("data-done"))).toEqual(["true", "true", "false"]);
    expect(steps[0]).toHaveTextContent("Helper chosen (Done)");
    expect(steps[0]).toHaveTextContent("10 Jan 2026");
    expect(steps[2]).toHaveTextContent("Work permit approved (Not yet)");

    expect(inCard.getByRole("heading", { name: HIRING_TEXTS.datesHeading })).toBeInTheDocument();
    expect(inCard.getByText("Work permit expires")).toBeInTheDocument();
    expect(inCard.getByText("1 Mar 2028")).toBeInTheDocument();

    expect(
      inCard.getByRole("link", { name: HIRING_TEXTS.contactOwner("Mei Ling") }),
    ).toHaveAttribute(
      "href",
      `https://wa.me/6591234567?text=${encodeURIComponent(HIRING_TEXTS.whatsappText("PC-2026-0007"))}`,
    );
    expect(
      inCard.getByRole("link", { name: "Your particulars for the work permit" }),
    ).toHaveAttribute("href", "/my-hiring/PC-2026-0007/particulars");
    // Staff words never reach a family.
    expect(screen.queryByText(STAGE_LABELS.permit_applied)).not.toBeInTheDocument();
  });

  it("says so when there is no hiring yet", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/hiring": () => jsonResponse([]),
    });
    renderHiring();

    expect(await screen.findByRole("heading", { name: HIRING_TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
  });

  it("sends an anonymous visitor to sign in, without asking for any hiring", async () => {
    const fetchSpy = stubApi({});
    renderHiring();

    expect(await navigatedTo()).toBe("/login");
    expect(requestsTo(fetchSpy, "GET /api/user/hiring")).toHaveLength(0);
  });
});
