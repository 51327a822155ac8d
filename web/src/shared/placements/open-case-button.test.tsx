import { placementCaseSchema } from "@maids/contract/placements.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { OpenCaseButton } from "./open-case-button.tsx";
import { OPEN_CASE_TEXTS } from "./texts.ts";

/** The one thing these tests read of a created case is its id. */
const createdCase = (id: number) =>
  placementCaseSchema.parse({
    id,
    reference: `PC-2026-${id}`,
    stage: "enquiry",
    kind: "new_arrival",
    customer: { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg" },
    helper: null,
    owner: { id: 1, name: "Agency Admin", eaRegistrationNumber: "" },
    updatedAt: "2026-03-01T04:00:00.000Z",
    nextDue: null,
    version: 1,
    firstTimeHelper: false,
    replacesCase: null,
    replacedBy: null,
    candidates: [],
    approvalDate: null,
    ipaValidUntil: null,
    permitLastFour: "",
    permitIssuedOn: null,
    permitExpiry: null,
    bondReference: "",
    bondEnd: null,
    insurancePolicy: "",
    insuranceEnd: null,
    arrivalDate: null,
    settlingInDate: null,
    cardRegisteredOn: null,
    deployedOn: null,
    nextStages: ["interviewing", "cancelled"],
    dueDates: [],
    warnings: [],
    alerts: [],
    awaitingRelease: false,
    release: null,
    medicalExaminations: [],
    timeline: [],
  });

const CUSTOMERS = [
  { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg", phone: "" },
  { id: 43, name: "Rajesh Kumar", email: "raj@example.com", phone: "6591234567" },
];

/** GET /api/admin/customers: the server finds them by name here; the newest one when no search. */
function customersFound(request: { url: URL }) {
  const search = request.url.searchParams.get("search")?.toLowerCase();
  const customers = search
    ? CUSTOMERS.filter((customer) => customer.name.toLowerCase().includes(search))
    : CUSTOMERS.slice(0, 1);
  return jsonResponse({ customers, total: customers.length });
}

describe("OpenCaseButton", () => {
  it("opens a case for a known customer at once and goes to its page", async () => {
    const fetchSpy = stubApi({
      "POST /api/admin/placements": () => jsonResponse(createdCase(21), 201),
    });
    renderRoute(<OpenCaseButton customerId={42} />, { path: "/userManagement" });

    await userEvent.click(screen.getByRole("button", { name: OPEN_CASE_TEXTS.openCase }));

    expect(await navigatedTo()).toBe("/admin/placements/21");
    expect(requestsTo(fetchSpy, "POST /api/admin/placements")[0]?.body).toEqual({ customerId: 42 });
  });

  it("asks a helper's row which customer, then opens the case for both", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/customers": customersFound,
      "POST /api/admin/placements": () => jsonResponse(createdCase(22), 201),
    });
    renderRoute(<OpenCaseButton maidId={15} helperName="Siti Rahayu" compact />, {
      path: "/admin",
    });

    await userEvent.click(
      screen.getByRole("button", { name: "Open placement case for Siti Rahayu" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: OPEN_CASE_TEXTS.dialogTitle("Siti Rahayu"),
    });
    await userEvent.click(screen.getByRole("button", { name: OPEN_CASE_TEXTS.openCase }));
    expect(dialog).toHaveTextContent(OPEN_CASE_TEXTS.chooseCustomer);
    expect(requestsTo(fetchSpy, "POST /api/admin/placements")).toHaveLength(0);

    await userEvent.type(
      screen.getByRole("combobox", { name: OPEN_CASE_TEXTS.customerLabel }),
      "raj",
    );
    await userEvent.click(
      await screen.findByRole("option", { name: "Rajesh Kumar (raj@example.com)" }),
    );
    await userEvent.click(screen.getByRole("button", { name: OPEN_CASE_TEXTS.openCase }));

    expect(await navigatedTo()).toBe("/admin/placements/22");
    expect(requestsTo(fetchSpy, "POST /api/admin/placements")[0]?.body).toEqual({
      customerId: 43,
      maidId: 15,
    });
    // Found on the server among every customer, not picked from the newest hundred.
    expect(
      requestsTo(fetchSpy, "GET /api/admin/customers").map((request) => request.url.search),
    ).toContain("?page=1&limit=20&search=raj");
  });

  it("shows the server's refusal, e.g. a helper held elsewhere", async () => {
    stubApi({
      "POST /api/admin/placements": () =>
        apiErrorResponse(
          409,
          "This helper is already held for another family's placement",
          "helper_held",
        ),
    });
    renderRoute(<OpenCaseButton customerId={42} maidId={15} />, { path: "/admin/dashboard" });

    await userEvent.click(screen.getByRole("button", { name: OPEN_CASE_TEXTS.openCase }));

    expect(
      await screen.findByText("This helper is already held for another family's placement"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: OPEN_CASE_TEXTS.openCase })).toBeEnabled(),
    );
  });
});
