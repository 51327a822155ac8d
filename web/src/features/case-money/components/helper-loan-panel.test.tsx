import { LOAN_MESSAGES } from "@maids/contract/helper-loan.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { fieldErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { EmployerDeductions } from "./employer-deductions.tsx";
import { HelperLoanPanel } from "./helper-loan-panel.tsx";

const URL = "/api/admin/placements/7/helper-loan";
const TERMS = {
  monthlySalaryCents: 65_000,
  restDaysPerMonth: 4,
  compensatedRestDays: 1,
  loanCents: 130_000,
  monthlyDeductionCents: 60_000,
  permitYears: 2,
};
const month = (n: number, deductionCents: number, remainingCents: number) => ({
  month: n,
  from: n === 1 ? "2026-12-01" : null,
  salaryCents: 65_000,
  restDayPayCents: 2_500,
  deductionCents,
  leftCents: 67_500 - deductionCents,
  remainingCents,
});
const LOAN = {
  version: 1,
  terms: TERMS,
  minimumLeftCents: 2_000,
  deployedOn: "2026-12-01",
  months: [month(1, 60_000, 70_000), month(2, 60_000, 10_000), month(3, 10_000, 0)],
};

describe("HelperLoanPanel", () => {
  it("shows the schedule, and saves terms in dollars as cents with the server's reason under a field", async () => {
    let puts = 0;
    const fetchSpy = stubApi({
      [`GET ${URL}`]: () => jsonResponse({ ...LOAN, version: 0, terms: null, months: [] }),
      [`PUT ${URL}`]: () => {
        puts += 1;
        if (puts === 1) {
          const message = LOAN_MESSAGES.aboveCap("$1,300.00", 2, "$650.00");
          return fieldErrorResponse("terms.loanCents", message);
        }
        return jsonResponse(LOAN);
      },
    });
    renderWithProviders(<HelperLoanPanel caseId={7} />);
    const user = userEvent.setup();

    expect(await screen.findByText("No salary or loan terms yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit salary and loan" }));
    const form = screen.getByRole("form", { name: "Edit salary and loan" });
    const typeInto = async (label: string, value: string) => {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), value);
    };
    await typeInto("Monthly salary", "650");
    await typeInto("Rest days she works, paid", "1");
    await typeInto("Placement fee charged to her", "1,400");
    await typeInto("Monthly deduction", "600");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText(LOAN_MESSAGES.aboveCap("$1,300.00", 2, "$650.00")),
    ).toBeInTheDocument();
    await typeInto("Placement fee charged to her", "1300");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const table = await screen.findByRole("table", { name: "Helper's salary and loan" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByText("1 Dec 2026")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `PUT ${URL}`).map((request) => request.body)).toEqual([
      { version: 0, terms: { ...TERMS, loanCents: 140_000 } },
      { version: 0, terms: TERMS },
    ]);
  });

  it("offers no change to a role that cannot record money", async () => {
    stubApi({ [`GET ${URL}`]: () => jsonResponse(LOAN) });
    renderWithProviders(
      <StaffRoleContext value="read_only">
        <HelperLoanPanel caseId={7} />
      </StaffRoleContext>,
    );
    expect(
      await screen.findByRole("table", { name: "Helper's salary and loan" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit salary and loan" })).not.toBeInTheDocument();
  });
});

describe("EmployerDeductions", () => {
  it("shows the family each month's deduction only", async () => {
    stubApi({
      "GET /api/user/hiring/PL-2026-0007/deductions": () =>
        jsonResponse({
          months: [
            { month: 1, from: "2026-12-01", deductionCents: 60_000 },
            { month: 2, from: "2027-01-01", deductionCents: 10_000 },
          ],
        }),
    });
    renderWithProviders(<EmployerDeductions reference="PL-2026-0007" />);
    const table = await screen.findByRole("table", { name: "Deductions from her salary" });
    expect(within(table).getByText("$600.00")).toBeInTheDocument();
    expect(within(table).getByText("1 Jan 2027")).toBeInTheDocument();
    expect(screen.queryByText(/Loan left/)).not.toBeInTheDocument();
  });
});
