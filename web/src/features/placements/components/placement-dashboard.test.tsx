import { STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { jsonResponse, requestsTo, type StubbedRequest, stubApi } from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import {
  AYE,
  buildCase,
  buildDashboard,
  buildSummary,
  placementList,
} from "../testing/placement-fixtures.ts";
import { FACT_FIELD_LABELS } from "../texts.ts";
import { PlacementDashboard } from "./placement-dashboard.tsx";

const DASHBOARD = buildDashboard({
  due: [
    {
      kind: "permit_expiry",
      label: "Work permit expires",
      dueOn: "2026-02-20",
      status: "overdue",
      caseId: 7,
      reference: "PC-2026-0007",
      helperName: "Siti Rahayu",
      customerName: "Tan Wei Ling",
      owner: { id: 1, name: "Agency Admin" },
    },
    {
      kind: "insurance_end",
      label: "Insurance ends",
      dueOn: "2026-03-10",
      status: "soon",
      caseId: 8,
      reference: "PC-2026-0008",
      helperName: "Aye Aye Mon",
      customerName: "Rajesh Kumar",
      owner: { id: 2, name: "Mei Ling" },
    },
  ],
  openInterviewRequests: [
    {
      id: 31,
      requestedAt: "2026-03-01T04:00:00.000Z",
      customer: { id: 43, name: "Rajesh Kumar" },
      helper: AYE,
    },
  ],
});

const CASES = placementList([
  buildSummary({ id: 7, reference: "PC-2026-0007", stage: "permit_applied" }),
  buildSummary({
    id: 8,
    reference: "PC-2026-0008",
    stage: "arrived",
    customer: { id: 43, name: "Rajesh Kumar" },
    helper: AYE,
    owner: { id: 2, name: "Mei Ling" },
    nextDue: {
      kind: "insurance_end",
      label: "Insurance ends",
      dueOn: "2026-03-10",
      status: "soon",
    },
  }),
]);

function stubDashboard(extra: Record<string, (request: StubbedRequest) => Response> = {}) {
  return stubApi({
    "GET /api/admin/dashboard": () => jsonResponse(DASHBOARD),
    "GET /api/admin/placements": () => jsonResponse(CASES),
    ...extra,
  });
}

function renderDashboard() {
  return renderRoute(<PlacementDashboard title="Dashboard" />, { path: "/admin/dashboard" });
}

const column = (stage: keyof typeof STAGE_LABELS) =>
  screen.getByRole("region", { name: new RegExp(`^${STAGE_LABELS[stage]}`) });

describe("PlacementDashboard", () => {
  it("shows overdue items in red and soon ones in amber, each linking to its case", async () => {
    const fetchSpy = stubDashboard();
    renderDashboard();

    const due = await screen.findByRole("list", { name: "Due dates" });
    const [overdue, soon] = within(due).getAllByRole("listitem");
    expect(overdue).toHaveAttribute("data-status", "overdue");
    expect(overdue?.querySelector(".MuiChip-colorError")).toHaveTextContent(
      "Work permit expires: 20 Feb 2026",
    );
    expect(
      within(overdue as HTMLElement).getByRole("link", { name: "PC-2026-0007" }),
    ).toHaveAttribute("href", "/admin/placements/7");
    expect(soon?.querySelector(".MuiChip-colorWarning")).toHaveTextContent("Insurance ends");
    expect(requestsTo(fetchSpy, "GET /api/admin/dashboard")[0]?.url.search).toBe("?owner=mine");
    expect(requestsTo(fetchSpy, "GET /api/admin/placements")[0]?.url.search).toBe(
      "?owner=mine&active=true",
    );
  });

  it("puts each active case in its stage's column, and asks again for all staff", async () => {
    const fetchSpy = stubDashboard();
    renderDashboard();

    await screen.findByRole("list", { name: "Due dates" });
    const applied = within(column("permit_applied"));
    expect(applied.getByRole("link", { name: "PC-2026-0007" })).toHaveAttribute(
      "href",
      "/admin/placements/7",
    );
    expect(applied.getByText("Tan Wei Ling")).toBeInTheDocument();
    const arrived = within(column("arrived"));
    expect(arrived.getByText("Aye Aye Mon")).toBeInTheDocument();
    expect(arrived.getByText("Mei Ling")).toBeInTheDocument();
    expect(within(column("enquiry")).getByText("No cases")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Closed/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "All staff" }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "GET /api/admin/placements").at(-1)?.url.search).toBe(
        "?owner=all&active=true",
      ),
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/dashboard").at(-1)?.url.search).toBe("?owner=all");
  });

  it.each([
    [false, ["Pre-employment medical passed", "Replaced", "Cancelled", "Repatriated"]],
    [true, ["Settling-in done", "Replaced", "Cancelled", "Repatriated"]],
  ])("offers only the moves the case allows (first-time helper: %s)", async (firstTime, moves) => {
    stubDashboard({
      "GET /api/admin/placements/8": () =>
        jsonResponse(buildCase({ id: 8, stage: "arrived", firstTimeHelper: firstTime })),
    });
    renderDashboard();

    await userEvent.click(await screen.findByRole("button", { name: "Move PC-2026-0008" }));
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(moves),
    );
  });

  it("asks for exactly the missing facts, with the date and a note, and sends them with the move", async () => {
    const fetchSpy = stubDashboard({
      "GET /api/admin/placements/7": () => jsonResponse(buildCase({ id: 7, version: 3 })),
      "POST /api/admin/placements/7/stage": () =>
        jsonResponse(buildCase({ id: 7, version: 4, stage: "permit_approved" })),
    });
    renderDashboard();

    await userEvent.click(await screen.findByRole("button", { name: "Move PC-2026-0007" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Permit approved (IPA)" }));
    const dialog = await screen.findByRole("dialog", { name: 'Move to "Permit approved (IPA)"' });
    const labels = Array.from(dialog.querySelectorAll("label"), (label) =>
      (label.textContent ?? "").replace(/[\s\u2009*]+$/, ""),
    );
    expect(labels.sort()).toEqual(
      [
        FACT_FIELD_LABELS.approvalDate,
        FACT_FIELD_LABELS.ipaValidUntil,
        "Date",
        "Note (optional)",
      ].sort(),
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    expect(within(dialog).getByText("Enter Approval date (IPA).")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Approval date/), "2026-03-02");
    await userEvent.type(within(dialog).getByLabelText(/IPA valid until/), "2026-05-01");
    const date = within(dialog).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, "2026-03-03");
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "IPA letter received");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")[0]?.body).toEqual({
      version: 3,
      stage: "permit_approved",
      happenedOn: "2026-03-03",
      note: "IPA letter received",
      facts: { approvalDate: "2026-03-02", ipaValidUntil: "2026-05-01" },
    });
  });

  it("opens a case from an interview request and goes to it", async () => {
    const fetchSpy = stubDashboard({
      "POST /api/admin/placements": () => jsonResponse(buildCase({ id: 12 }), 201),
    });
    renderDashboard();

    const requests = await screen.findByRole("list", {
      name: "Interview requests not yet in a case",
    });
    expect(within(requests).getByText("Rajesh Kumar · Aye Aye Mon")).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole("button", { name: "Open placement case" }));

    expect(await navigatedTo()).toBe("/admin/placements/12");
    expect(requestsTo(fetchSpy, "POST /api/admin/placements")[0]?.body).toEqual({
      customerId: 43,
      maidId: 16,
    });
  });
});

describe("PlacementDashboard for read-only staff", () => {
  it("shows the cases on the board without a way to move them", async () => {
    stubDashboard();
    renderRoute(
      <StaffRoleContext value="read_only">
        <PlacementDashboard title="Dashboard" />
      </StaffRoleContext>,
      { path: "/admin/dashboard" },
    );

    await screen.findByRole("list", { name: "Due dates" });
    expect(
      within(column("permit_applied")).getByRole("link", { name: "PC-2026-0007" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
  });
});
