import { PLACEMENT_MESSAGES } from "@maids/contract/placements.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  apiErrorResponse,
  jsonResponse,
  requestsTo,
  type StubbedRequest,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { renderRoute } from "@/testing/render.tsx";
import { AYE, buildCase, helperSearchPage, SITI } from "../testing/placement-fixtures.ts";
import { PlacementCaseScreen } from "./placement-case-screen.tsx";

const CASE = buildCase({
  id: 7,
  version: 3,
  stage: "permit_applied",
  warnings: ["Her passport expires within 7 months."],
  dueDates: [
    { kind: "medical", label: "Six-monthly medical", dueOn: "2026-02-01", status: "overdue" },
    { kind: "insurance_end", label: "Insurance ends", dueOn: "2026-03-10", status: "soon" },
  ],
  timeline: [
    {
      id: 1,
      type: "stage",
      stage: "enquiry",
      happenedOn: "2026-01-05",
      recordedAt: "2026-01-05T02:00:00.000Z",
      actor: { id: 1, name: "Agency Admin" },
      note: "",
      correction: null,
      examination: null,
    },
    {
      id: 2,
      type: "note",
      stage: null,
      happenedOn: "2026-01-06",
      recordedAt: "2026-01-06T02:00:00.000Z",
      actor: { id: 2, name: "Mei Ling" },
      note: "Family prefers a helper who cooks.",
      correction: null,
      examination: null,
    },
  ],
});

const STAFF = [
  {
    id: 1,
    name: "Agency Admin",
    email: "admin@homehelp.sg",
    eaRegistrationNumber: "R1234567",
    phone: "",
    role: "owner",
    active: true,
    openCases: 3,
  },
  {
    id: 2,
    name: "Mei Ling",
    email: "meiling@homehelp.sg",
    eaRegistrationNumber: "R7654321",
    phone: "",
    role: "ea_personnel",
    active: true,
    openCases: 1,
  },
];

type Routes = Record<string, (request: StubbedRequest) => Response | Promise<Response>>;

function stubCase(routes: Routes = {}) {
  return stubApi({
    "GET /api/admin/placements/7": () => jsonResponse(CASE),
    "GET /api/admin/staff": () => jsonResponse(STAFF),
    ...routes,
  });
}

function renderCase() {
  return renderRoute(<PlacementCaseScreen id={7} />, {
    path: "/admin/placements/:id",
    at: "/admin/placements/7",
  });
}

const heading = () => screen.findByRole("heading", { name: "PC-2026-0007", level: 1 });

describe("PlacementCaseScreen", () => {
  it("shows the case: stage, kind, parties, warnings, due dates and the timeline", async () => {
    stubCase();
    renderCase();

    await heading();
    expect(screen.getByText("Work permit applied")).toBeInTheDocument();
    expect(screen.getByText("Kind: New arrival from overseas")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "weiling@example.sg" })).toHaveAttribute(
      "href",
      "mailto:weiling@example.sg",
    );
    expect(screen.getByRole("link", { name: /Public profile/ })).toHaveAttribute(
      "href",
      "/maid/15",
    );
    expect(screen.getByText("EA registration R1234567")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Her passport expires within 7 months.");

    const due = within(screen.getByRole("list", { name: "Due dates" })).getAllByRole("listitem");
    expect(due[0]?.querySelector(".MuiChip-colorError")).toHaveTextContent("Six-monthly medical");
    expect(due[1]?.querySelector(".MuiChip-colorWarning")).toHaveTextContent("Insurance ends");

    const events = within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(events[0]).toHaveTextContent("Moved to Enquiry");
    expect(events[0]).toHaveTextContent("by Agency Admin");
    expect(events[1]).toHaveTextContent("Family prefers a helper who cooks.");
    expect(events[1]).toHaveTextContent("by Mei Ling");
  });

  it("flags a not-fit result red, lists her examinations and records one", async () => {
    const examination = {
      id: 4,
      kind: "six_monthly" as const,
      examinedOn: "2026-01-20",
      clinic: "Raffles Medical",
      result: "not_fit" as const,
      caseReference: "PC-2026-0003",
      recordedBy: { id: 1, name: "Agency Admin" },
      recordedAt: "2026-01-20T03:00:00.000Z",
    };
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(
          buildCase({
            id: 7,
            stage: "deployed",
            alerts: ["Six-monthly medical examination on 20 Jan 2026: not fit"],
            medicalExaminations: [examination],
          }),
        ),
      "POST /api/admin/placements/7/medical-examinations": () =>
        jsonResponse(
          buildCase({
            id: 7,
            stage: "deployed",
            medicalExaminations: [{ ...examination, id: 5, result: "fit" }, examination],
          }),
        ),
    });
    renderCase();

    await heading();
    expect(
      screen
        .getByText("Six-monthly medical examination on 20 Jan 2026: not fit")
        .closest(".MuiAlert-colorError"),
    ).not.toBeNull();
    const medicals = within(screen.getByRole("list", { name: "Medical examinations" }));
    expect(medicals.getByRole("listitem")).toHaveTextContent(
      "20 Jan 2026 · Six-monthly medical examination at Raffles Medical: Not fit (case PC-2026-0003)",
    );

    const form = screen.getByRole("form", { name: "Record examination" });
    fireEvent.change(within(form).getByLabelText(/Date done/), {
      target: { value: "2026-07-18" },
    });
    await userEvent.type(within(form).getByLabelText(/Clinic/), "Fullerton Health");
    await userEvent.click(within(form).getByRole("button", { name: "Record examination" }));

    expect(await screen.findByText("Recorded.")).toBeInTheDocument();
    expect(
      requestsTo(fetchSpy, "POST /api/admin/placements/7/medical-examinations")[0]?.body,
    ).toEqual({
      kind: "six_monthly",
      examinedOn: "2026-07-18",
      clinic: "Fullerton Health",
      result: "fit",
    });
  });

  it("shows a corrected date with both dates and an examination on the timeline", async () => {
    stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(
          buildCase({
            id: 7,
            timeline: [
              {
                id: 8,
                type: "correction",
                stage: null,
                happenedOn: "2026-11-27",
                recordedAt: "2026-11-27T02:00:00.000Z",
                actor: { id: 2, name: "Jolene Ong" },
                note: "Typed the booking date",
                correction: { field: "arrivalDate", from: "2027-03-01", to: "2026-11-20" },
                examination: null,
              },
              {
                id: 9,
                type: "medical",
                stage: null,
                happenedOn: "2026-11-25",
                recordedAt: "2026-11-27T03:00:00.000Z",
                actor: { id: 2, name: "Jolene Ong" },
                note: "",
                correction: null,
                examination: {
                  kind: "pre_employment",
                  examinedOn: "2026-11-25",
                  clinic: "Healthway Tampines",
                  result: "fit",
                },
              },
            ],
          }),
        ),
    });
    renderCase();

    await heading();
    const events = within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(events[0]).toHaveTextContent(
      "27 Nov 2026 · Arrival date corrected from 1 Mar 2027 to 20 Nov 2026",
    );
    expect(events[0]).toHaveTextContent("Typed the booking date");
    expect(events[0]).toHaveTextContent("by Jolene Ong");
    expect(events[1]).toHaveTextContent(
      "25 Nov 2026 · Pre-employment medical examination at Healthway Tampines: Fit",
    );
  });

  it("asks why when a recorded date is changed, and sends the reason with the correction", async () => {
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(buildCase({ id: 7, stage: "arrived", arrivalDate: "2026-11-25" })),
      "PATCH /api/admin/placements/7": () =>
        jsonResponse(buildCase({ id: 7, version: 4, arrivalDate: "2026-11-20" })),
    });
    renderCase();

    await heading();
    expect(screen.queryByLabelText(/Why the date is corrected/)).toBeNull();
    fireEvent.change(screen.getByLabelText("Arrival date"), { target: { value: "2026-11-20" } });
    await userEvent.type(
      screen.getByLabelText(/Why the date is corrected/),
      "Typed the booking date",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save facts" }));

    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "PATCH /api/admin/placements/7")[0]?.body).toEqual({
      version: 3,
      arrivalDate: "2026-11-20",
      correctionReason: "Typed the booking date",
    });
  });

  it("sends staff to record the pre-employment medical before 'medical passed'", async () => {
    stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(
          buildCase({
            id: 7,
            stage: "settling_in_done",
            firstTimeHelper: true,
            arrivalDate: "2026-11-20",
            nextStages: ["medical_passed", "replaced", "cancelled", "repatriated"],
          }),
        ),
    });
    renderCase();

    await userEvent.click(
      await screen.findByRole("button", { name: "Pre-employment medical passed" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Record her pre-employment medical examination, found fit, under Medical examinations first.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Move" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const form = screen.getByRole("form", { name: "Record examination" });
    expect(within(form).getByRole("combobox", { name: /Examination/ })).toHaveTextContent(
      "Pre-employment medical examination",
    );
  });

  it("records the release of a helper the case let go after her arrival, with her consent to a transfer", async () => {
    const ended = { id: 7, stage: "cancelled" as const, nextStages: [] };
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(buildCase({ ...ended, awaitingRelease: true })),
      "POST /api/admin/placements/7/release": () =>
        jsonResponse(
          buildCase({
            ...ended,
            release: { kind: "transfer_offered", on: "2026-11-27", consent: true },
          }),
        ),
    });
    renderCase();

    const form = await screen.findByRole("form", { name: "Record release" });
    expect(
      screen.getByText(
        "The case ended while she was in Singapore: she stays off the public site until her release is recorded.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("combobox", { name: /How she was released/ }));
    await userEvent.click(
      await screen.findByRole("option", { name: "Offered for transfer, with her consent" }),
    );
    await userEvent.click(
      within(form).getByRole("checkbox", { name: "She agreed to be offered to another employer" }),
    );
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: "2026-11-27" } });
    await userEvent.click(within(form).getByRole("button", { name: "Record release" }));

    expect(
      await screen.findByText("Released: Offered for transfer, with her consent, 27 Nov 2026."),
    ).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/release")[0]?.body).toEqual({
      kind: "transfer_offered",
      on: "2026-11-27",
      consent: true,
    });
  });

  it("offers a button for each allowed move and nothing else", async () => {
    stubCase();
    renderCase();

    await heading();
    const actions = screen.getByRole("heading", { name: "Next steps" })
      .parentElement as HTMLElement;
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Permit approved (IPA)", "Replaced", "Cancelled"]);
  });

  it("asks which candidate the family selected, and sends her", async () => {
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(
          buildCase({ id: 7, stage: "interviewing", helper: null, candidates: [SITI, AYE] }),
        ),
      "POST /api/admin/placements/7/stage": () =>
        jsonResponse(buildCase({ id: 7, stage: "selected" })),
    });
    renderCase();

    await userEvent.click(await screen.findByRole("button", { name: "Selected" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("combobox", { name: /Helper the family selected/ }),
    );
    await userEvent.click(await screen.findByRole("option", { name: "Aye Aye Mon (ID 16)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));

    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")).toHaveLength(1),
    );
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")[0]?.body).toMatchObject({
      version: 3,
      stage: "selected",
      maidId: 16,
    });
  });

  it("shows the server's refusal of a move, naming the missing fact on its field", async () => {
    stubCase({
      "POST /api/admin/placements/7/stage": () =>
        jsonResponse(
          {
            statusCode: 409,
            error: "Conflict",
            code: "stage_requirements_missing",
            message: '"Permit approved (IPA)" needs the approval date.',
            errors: [{ field: "approvalDate", message: "Enter the approval date" }],
          },
          409,
        ),
    });
    renderCase();

    await userEvent.click(await screen.findByRole("button", { name: "Permit approved (IPA)" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Approval date/), {
      target: { value: "2026-03-02" },
    });
    fireEvent.change(within(dialog).getByLabelText(/IPA valid until/), {
      target: { value: "2026-05-01" },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));

    expect(
      await within(dialog).findByText('"Permit approved (IPA)" needs the approval date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the approval date")).toBeInTheDocument();
  });

  it("saves the changed facts with the version it showed", async () => {
    const fetchSpy = stubCase({
      "PATCH /api/admin/placements/7": () =>
        jsonResponse(buildCase({ id: 7, version: 4, bondReference: "SB-123" })),
    });
    renderCase();

    await heading();
    await userEvent.type(screen.getByLabelText("Security bond reference"), "SB-123");
    fireEvent.change(screen.getByLabelText("Arrival date"), { target: { value: "2026-04-01" } });
    await userEvent.click(screen.getByRole("switch", { name: /Transfer/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save facts" }));

    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "PATCH /api/admin/placements/7")[0]?.body).toEqual({
      version: 3,
      bondReference: "SB-123",
      arrivalDate: "2026-04-01",
      kind: "transfer",
    });
  });

  it("says so and reloads the case when someone changed it meanwhile", async () => {
    let version = 3;
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () =>
        jsonResponse(buildCase({ id: 7, version, bondReference: version > 3 ? "SB-9" : "" })),
      "PATCH /api/admin/placements/7": () => {
        version = 5;
        return apiErrorResponse(409, PLACEMENT_MESSAGES.stale, "stale_version");
      },
    });
    renderCase();

    await heading();
    await userEvent.type(screen.getByLabelText("Insurance policy number"), "P-1");
    await userEvent.click(screen.getByRole("button", { name: "Save facts" }));

    expect(await screen.findByText(PLACEMENT_MESSAGES.stale)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Security bond reference")).toHaveValue("SB-9"),
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/placements/7")).toHaveLength(2);
    expect(screen.getByText(PLACEMENT_MESSAGES.stale)).toBeInTheDocument();
  });

  it("hands the case to another staff member", async () => {
    const fetchSpy = stubCase({
      "PATCH /api/admin/placements/7": () =>
        jsonResponse(
          buildCase({
            id: 7,
            version: 4,
            owner: { id: 2, name: "Mei Ling", eaRegistrationNumber: "R7654321" },
          }),
        ),
    });
    renderCase();

    await heading();
    expect(requestsTo(fetchSpy, "GET /api/admin/staff")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Change owner" }));
    await userEvent.click(await screen.findByRole("combobox", { name: /New owner/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Mei Ling" }));
    await userEvent.click(screen.getByRole("button", { name: "Save owner" }));

    expect(await screen.findByText("EA registration R7654321")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "PATCH /api/admin/placements/7")[0]?.body).toEqual({
      version: 3,
      ownerId: 2,
    });
  });

  it("works without the staff list, saying the owner cannot be changed now", async () => {
    stubCase({ "GET /api/admin/staff": () => apiErrorResponse(404, "Route not found") });
    renderCase();

    await userEvent.click(await screen.findByRole("button", { name: "Change owner" }));
    expect(
      await screen.findByText("Could not load the staff list; the owner cannot be changed now."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save facts" })).toBeEnabled();
  });

  it("adds a note and a candidate", async () => {
    const fetchSpy = stubCase({
      "POST /api/admin/placements/7/notes": () => jsonResponse(CASE),
      "GET /api/admin/maids/page": () => jsonResponse(helperSearchPage([AYE])),
      "POST /api/admin/placements/7/candidates": () =>
        jsonResponse(buildCase({ id: 7, candidates: [SITI, AYE] })),
    });
    renderCase();

    await userEvent.type(await screen.findByLabelText("Add a note"), "Called the family");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/notes")[0]?.body).toEqual({
        note: "Called the family",
      }),
    );

    await userEvent.click(screen.getByRole("button", { name: "Add candidate" }));
    expect(screen.getByText("Choose a helper first.")).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole("combobox", { name: "Find a helper by name or ID" }),
      "Aye",
    );
    await userEvent.click(await screen.findByRole("option", { name: /Aye Aye Mon \(ID 16\)/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add candidate" }));
    expect(await screen.findByRole("link", { name: "Aye Aye Mon" })).toHaveAttribute(
      "href",
      "/maid/16",
    );
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/candidates")[0]?.body).toEqual({
      maidId: 16,
    });
    expect(
      requestsTo(fetchSpy, "GET /api/admin/maids/page").at(-1)?.url.searchParams.get("query"),
    ).toBe("Aye");
  });

  it("asks for the replacement helper when a held case is replaced", async () => {
    const fetchSpy = stubCase({
      "GET /api/admin/placements/7": () => jsonResponse(buildCase({ id: 7, stage: "arrived" })),
      "GET /api/admin/maids/page": () => jsonResponse(helperSearchPage([AYE])),
      "POST /api/admin/placements/7/stage": () =>
        jsonResponse(buildCase({ id: 7, stage: "replaced" })),
    });
    renderCase();

    await userEvent.click(await screen.findByRole("button", { name: "Replaced" }));
    const dialog = await screen.findByRole("dialog", { name: 'Move to "Replaced"' });
    await userEvent.type(
      within(dialog).getByRole("combobox", { name: "Replacement helper (optional)" }),
      "16",
    );
    await userEvent.click(await screen.findByRole("option", { name: /Aye Aye Mon \(ID 16\)/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));

    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")).toHaveLength(1),
    );
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/stage")[0]?.body).toMatchObject({
      stage: "replaced",
      replacementMaidId: 16,
    });
  });
});
