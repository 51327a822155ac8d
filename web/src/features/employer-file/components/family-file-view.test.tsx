import { EMPLOYER_FILE_MESSAGES } from "@maids/contract/employer-file.ts";
import { IDENTITY_MESSAGES } from "@maids/contract/identity-numbers.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import {
  apiErrorResponse,
  fieldErrorResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { renderRoute } from "@/testing/render.tsx";
import { buildFile, EMPLOYER_STATE, GIVEN_CONSENT } from "../testing/file-fixtures.ts";
import { FamilyFileView } from "./family-file-view.tsx";

const BASE = "/api/user/hiring/PL-2026-0007";

function renderFile() {
  return renderRoute(<FamilyFileView reference="PL-2026-0007" />, {
    path: "/my-hiring/:reference/particulars",
    at: "/my-hiring/PL-2026-0007/particulars",
  });
}

const employerForm = () => screen.getByRole("form", { name: "Employer" });

describe("FamilyFileView", () => {
  it("asks for consent to the text in force first, and then shows the form", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [`GET ${BASE}/employer-file`]: () => jsonResponse(buildFile()),
      [`POST ${BASE}/consent`]: () =>
        jsonResponse(buildFile({ consent: GIVEN_CONSENT, editable: true })),
    });
    renderFile();

    expect(await screen.findByText(/I consent to the agency collecting/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Withdrawing" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Employer" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "I consent" }));

    expect(await screen.findByRole("form", { name: "Employer" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Helper's passport" })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/consent`)[0]?.body).toEqual({ textVersion: 3 });
    expect(
      screen.getByText(/Consent given .* \(online\)\. Consent text version 3\./),
    ).toBeInTheDocument();
  });

  it("saves a section when the focus leaves it, and shows the new NRIC only masked", async () => {
    const saved = buildFile({
      consent: GIVEN_CONSENT,
      editable: true,
      sections: { ...buildFile().sections, employer: EMPLOYER_STATE },
    });
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [`GET ${BASE}/employer-file`]: () =>
        jsonResponse(buildFile({ consent: GIVEN_CONSENT, editable: true })),
      [`PUT ${BASE}/particulars/employer`]: () => jsonResponse(saved),
    });
    renderFile();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("Full name as in the NRIC"), "Tan Mei Ling");
    await user.type(screen.getByLabelText("NRIC/FIN"), "s8765432z");
    // Still inside the section: nothing is sent yet.
    expect(requestsTo(fetchSpy, `PUT ${BASE}/particulars/employer`)).toHaveLength(0);
    await user.click(screen.getByLabelText("Block and street (as in the NRIC)"));

    await waitFor(() =>
      expect(requestsTo(fetchSpy, `PUT ${BASE}/particulars/employer`)).toHaveLength(1),
    );
    expect(requestsTo(fetchSpy, `PUT ${BASE}/particulars/employer`)[0]?.body).toMatchObject({
      version: 0,
      data: {
        fullName: "Tan Mei Ling",
        idNumber: "s8765432z",
        dateOfBirth: null,
        firstTimeEmployer: null,
      },
    });
    expect(await within(employerForm()).findByText("Saved")).toBeInTheDocument();
    expect(screen.getByLabelText("NRIC/FIN")).toHaveValue("");
    expect(screen.getByText(/On file: S\*\*\*\*432Z/)).toBeInTheDocument();
    // A choice saves at once, against the version now on file.
    await user.click(within(employerForm()).getByRole("radio", { name: "Yes" }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, `PUT ${BASE}/particulars/employer`)).toHaveLength(2),
    );
    const second = requestsTo(fetchSpy, `PUT ${BASE}/particulars/employer`)[1]?.body as {
      version: number;
      data: Record<string, unknown>;
    };
    expect(second.version).toBe(2);
    expect(second.data.firstTimeEmployer).toBe(true);
    expect(second.data).not.toHaveProperty("idNumber");
  });

  it("shows the server's message under the field it is about", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [`GET ${BASE}/employer-file`]: () =>
        jsonResponse(buildFile({ consent: GIVEN_CONSENT, editable: true })),
      [`PUT ${BASE}/particulars/employer`]: () =>
        fieldErrorResponse("data.idNumber", IDENTITY_MESSAGES.checksum),
    });
    renderFile();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("NRIC/FIN"), "S1234567A");
    await user.click(within(employerForm()).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(IDENTITY_MESSAGES.checksum)).toBeInTheDocument();
    expect(screen.getByLabelText("NRIC/FIN")).toHaveAccessibleDescription(
      IDENTITY_MESSAGES.checksum,
    );
    expect(
      within(employerForm()).getByText("Not saved: check the fields marked"),
    ).toBeInTheDocument();
  });

  it("after a clash, says so and shows what the other person saved", async () => {
    let reads = 0;
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [`GET ${BASE}/employer-file`]: () => {
        reads += 1;
        return jsonResponse(
          buildFile({
            consent: GIVEN_CONSENT,
            editable: true,
            sections: {
              ...buildFile().sections,
              employer:
                reads === 1
                  ? EMPLOYER_STATE
                  : {
                      ...EMPLOYER_STATE,
                      version: 3,
                      data: { ...EMPLOYER_STATE.data, occupation: "Auditor" },
                    },
            },
          }),
        );
      },
      [`PUT ${BASE}/particulars/employer`]: () =>
        apiErrorResponse(409, EMPLOYER_FILE_MESSAGES.stale, "stale_version"),
    });
    renderFile();
    const user = userEvent.setup();
    const occupation = await screen.findByLabelText("Occupation");
    await user.clear(occupation);
    await user.type(occupation, "Teacher");
    await user.click(within(employerForm()).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(EMPLOYER_FILE_MESSAGES.stale)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Occupation")).toHaveValue("Auditor"));
  });

  it("after withdrawal, shows the notice and the particulars read-only, and offers consent again", async () => {
    const day = "28 Nov 2026";
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [`GET ${BASE}/employer-file`]: () =>
        jsonResponse(
          buildFile({
            consent: { ...GIVEN_CONSENT, withdrawnAt: "2026-11-28T02:00:00.000Z" },
            editable: false,
            notices: [`Consent withdrawn on ${day}. The particulars are no longer used.`],
            sections: { ...buildFile().sections, employer: EMPLOYER_STATE },
          }),
        ),
    });
    renderFile();

    expect(await screen.findByText(/Consent withdrawn on 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText("Occupation")).toBeDisabled();
    expect(screen.getByRole("button", { name: "I consent" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw consent" })).not.toBeInTheDocument();
  });
});
