import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderRoute } from "@/testing/render.tsx";
import { MoneyReportScreen } from "./money-report-screen.tsx";

const REPORT = {
  months: [
    { month: "2026-11", invoicedCents: 50_000, collectedCents: 49_000, refundedCents: 34_400 },
  ],
  outstanding: [
    {
      caseId: 7,
      reference: "PL-2026-0007",
      customerName: "Tan Mei Ling",
      totalCents: 163_050,
      paidCents: 50_000,
      balanceCents: 113_050,
    },
  ],
  outstandingCents: 113_050,
};

describe("MoneyReportScreen", () => {
  it("shows a year to this month by default, each case owing linked, and downloads the same range", async () => {
    const fetchSpy = stubApi({ "GET /api/admin/money-report": () => jsonResponse(REPORT) });
    renderRoute(<MoneyReportScreen />, { path: "/admin/money" });

    const byMonth = await screen.findByRole("table", { name: "By month" });
    expect(within(byMonth).getByText("$490.00")).toBeInTheDocument();
    expect(within(byMonth).getByText("$344.00")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Outstanding balances: $1,130.50" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PL-2026-0007" })).toHaveAttribute(
      "href",
      "/admin/placements/7",
    );

    const [first] = requestsTo(fetchSpy, "GET /api/admin/money-report");
    const from = first?.url.searchParams.get("from") ?? "";
    const to = first?.url.searchParams.get("to") ?? "";
    expect(to).toMatch(/^\d{4}-\d{2}$/);
    expect(
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
        Number(to.slice(5)) -
        Number(from.slice(5)),
    ).toBe(11);
    expect(screen.getByRole("link", { name: "Download .xlsx" })).toHaveAttribute(
      "href",
      `/api/admin/money-report.xlsx?from=${from}&to=${to}`,
    );

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01" } });
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "GET /api/admin/money-report")).toHaveLength(2),
    );
    expect(
      requestsTo(fetchSpy, "GET /api/admin/money-report").at(-1)?.url.searchParams.get("from"),
    ).toBe("2026-01");
  });
});
