import { EMPLOYER_FILE_MESSAGES } from "@maids/contract/employer-file.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { fieldErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildFile, EMPLOYER_STATE, GIVEN_CONSENT } from "../testing/file-fixtures.ts";
import { StaffFamilyFile } from "./staff-family-file.tsx";

const BASE = "/api/admin/placements/7";
const FILLED = buildFile({
  accepted: [
    { kind: "terms", version: 2, acceptedAt: "2026-11-03T02:00:00.000Z" },
    { kind: "privacy", version: 1, acceptedAt: "2026-11-03T02:00:00.000Z" },
  ],
  consent: GIVEN_CONSENT,
  editable: true,
  sections: {
    ...buildFile().sections,
    employer: EMPLOYER_STATE,
    helper: {
      ...EMPLOYER_STATE,
      updatedBy: "Faizal Rahman",
      data: { idNumberMasked: "P*****456B", passportCountry: "Philippines" },
    },
  },
  missing: [{ field: "home.postalCode", message: "Home: postal code" }],
});

describe("StaffFamilyFile", () => {
  it("shows the particulars masked, what is missing, and reveals a number for a stated purpose", async () => {
    const fetchSpy = stubApi({
      [`GET ${BASE}/employer-file`]: () => jsonResponse(FILLED),
      [`POST ${BASE}/particulars/employer/reveal`]: ({ body }) =>
        (body as { purpose: string }).purpose.trim().length < 5
          ? fieldErrorResponse("purpose", EMPLOYER_FILE_MESSAGES.purposeRequired)
          : jsonResponse({ idNumber: "S8765432Z" }),
    });
    renderWithProviders(<StaffFamilyFile caseId={7} />);

    expect(await screen.findByText("S****432Z")).toBeInTheDocument();
    expect(screen.getByText("+65 9123 4567")).toBeInTheDocument();
    expect(screen.getByText("Home: postal code")).toBeInTheDocument();
    expect(screen.getByText(/Last changed .* by The family/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Accepted at sign-up on 3 Nov 2026: terms of use version 2, privacy notice version 1.",
      ),
    ).toBeInTheDocument();
    // Her passport, which the agency keeps for the permit and the contract.
    expect(screen.getByRole("heading", { name: "Helper's passport" })).toBeInTheDocument();
    expect(screen.getByText("P*****456B")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Reveal" })).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Reveal" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "See the full NRIC/FIN" });
    await user.type(within(dialog).getByLabelText("Purpose"), "ok");
    await user.click(within(dialog).getByRole("button", { name: "Show the number" }));
    expect(
      await within(dialog).findByText(EMPLOYER_FILE_MESSAGES.purposeRequired),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Purpose"), " - WP Online application");
    await user.click(within(dialog).getByRole("button", { name: "Show the number" }));
    expect(await within(dialog).findByText("S8765432Z")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/particulars/employer/reveal`)[1]?.body).toEqual({
      purpose: "ok - WP Online application",
    });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("S8765432Z")).not.toBeInTheDocument());
  });

  it("gives accounts staff the file to read, without Reveal, Edit or consent buttons", async () => {
    stubApi({ [`GET ${BASE}/employer-file`]: () => jsonResponse(FILLED) });
    renderWithProviders(
      <StaffRoleContext value="accounts">
        <StaffFamilyFile caseId={7} />
      </StaffRoleContext>,
    );
    expect(await screen.findByText("S****432Z")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reveal" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit particulars" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw consent" })).not.toBeInTheDocument();
  });

  it("lets a case officer record consent signed on paper, then edit the particulars", async () => {
    const fetchSpy = stubApi({
      [`GET ${BASE}/employer-file`]: () => jsonResponse(buildFile()),
      [`POST ${BASE}/consent`]: () =>
        jsonResponse(
          buildFile({
            consent: { ...GIVEN_CONSENT, recordedAs: "paper", recordedBy: "Faizal Rahman" },
            editable: true,
          }),
        ),
    });
    renderWithProviders(
      <StaffRoleContext value="ea_personnel">
        <StaffFamilyFile caseId={7} />
      </StaffRoleContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Record consent signed on paper" }));
    expect(await screen.findByText(/on paper, recorded by Faizal Rahman/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/consent`)[0]?.body).toEqual({ textVersion: 3 });
    expect(screen.queryByRole("button", { name: "Reveal" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit particulars" }));
    expect(screen.getByRole("form", { name: "Employer" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Helper's passport" })).toBeInTheDocument();
  });
});
