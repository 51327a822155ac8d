import { MONEY_MESSAGES } from "@maids/contract/case-money.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { fieldErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildMoney } from "../testing/money-fixtures.ts";
import { StaffCaseMoney } from "./staff-case-money.tsx";

const BASE = "/api/admin/placements/7";
const PACKAGES = [
  {
    id: 3,
    name: "Transfer package",
    lines: [{ kind: "service_fee", description: "", amountCents: 68_800, taxable: true }],
    depositCents: 30_000,
    active: true,
    totalCents: 68_800,
  },
];

describe("StaffCaseMoney", () => {
  it("shows the schedule with GST, the balance and each document", async () => {
    stubApi({
      [`GET ${BASE}/money`]: () => jsonResponse(buildMoney()),
      "GET /api/admin/fee-packages": () => jsonResponse(PACKAGES),
    });
    renderWithProviders(<StaffCaseMoney caseId={7} />);

    const table = await screen.findByRole("table", { name: "Fees and payments" });
    expect(within(table).getByText("$1,200.00")).toBeInTheDocument();
    expect(within(table).getByText("GST 9% (GST reg. no. 201912345K)")).toBeInTheDocument();
    expect(within(table).getByText("$1,388.00")).toBeInTheDocument();
    expect(within(table).getByText("$888.00")).toBeInTheDocument();
    expect(screen.getByText("Receipt RCT-2026-00001")).toBeInTheDocument();
    expect(screen.getByText(/PayNow PN-88231/)).toBeInTheDocument();
  });

  it("records a payment in dollars as cents, and shows the server's message under the amount", async () => {
    let attempts = 0;
    const fetchSpy = stubApi({
      [`GET ${BASE}/money`]: () => jsonResponse(buildMoney()),
      "GET /api/admin/fee-packages": () => jsonResponse(PACKAGES),
      [`POST ${BASE}/payments`]: () => {
        attempts += 1;
        return attempts === 1
          ? fieldErrorResponse("amountCents", MONEY_MESSAGES.aboveBalance("$900.00", "$888.00"))
          : jsonResponse(buildMoney({ paidCents: 138_800, balanceCents: 0 }));
      },
    });
    renderWithProviders(<StaffCaseMoney caseId={7} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Record payment" }));
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    expect(within(dialog).getByLabelText("Amount received")).toHaveValue("888.00");
    await user.clear(within(dialog).getByLabelText("Amount received"));
    await user.type(within(dialog).getByLabelText("Amount received"), "900");
    await user.type(within(dialog).getByLabelText(/^Reference/), "PN-99");
    await user.click(within(dialog).getByRole("button", { name: "Record and issue receipt" }));
    expect(
      await within(dialog).findByText(MONEY_MESSAGES.aboveBalance("$900.00", "$888.00")),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Amount received"));
    await user.type(within(dialog).getByLabelText("Amount received"), "888.00");
    await user.click(within(dialog).getByRole("button", { name: "Record and issue receipt" }));

    expect(await screen.findByText("$0.00")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/payments`).map((request) => request.body)).toEqual([
      expect.objectContaining({ amountCents: 90_000, method: "paynow", reference: "PN-99" }),
      expect.objectContaining({ amountCents: 88_800 }),
    ]);
  });

  it("applies a package against the version shown, and voids a receipt with a reason", async () => {
    const fetchSpy = stubApi({
      [`GET ${BASE}/money`]: () => jsonResponse(buildMoney()),
      "GET /api/admin/fee-packages": () => jsonResponse(PACKAGES),
      [`POST ${BASE}/fees/package`]: () =>
        jsonResponse(buildMoney({ packageName: "Transfer package", version: 3 })),
      [`POST ${BASE}/credit-notes`]: () =>
        jsonResponse(
          buildMoney({
            paidCents: 0,
            documents: [{ ...buildMoney().documents[0], voidedBy: "CN-2026-00001" } as never],
          }),
        ),
    });
    renderWithProviders(<StaffCaseMoney caseId={7} />);
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText("Package"), "Transfer package");
    await user.click(screen.getByRole("button", { name: "Apply package" }));
    expect(await screen.findByText(/From the package "Transfer package"/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/fees/package`)[0]?.body).toEqual({
      version: 2,
      packageId: 3,
    });

    await user.click(screen.getByRole("button", { name: "Void RCT-2026-00001" }));
    const dialog = screen.getByRole("dialog", { name: "Void receipt RCT-2026-00001?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Paid into the wrong case");
    await user.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Voided by CN-2026-00001")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/credit-notes`)[0]?.body).toEqual({
      receiptId: 11,
      reason: "Paid into the wrong case",
    });
  });

  it("shows the refund the six-month rule asks for, and records it at the minimum by default", async () => {
    const refund = {
      due: true,
      serviceFeeCents: 120_000,
      minimumCents: 60_000,
      explanation: [
        "Deployed on 1 Jun 2026, ended on 20 Nov 2026: within six months.",
        "Service fee $1,200.00 × 50% = $600.00 at least.",
      ],
    };
    const fetchSpy = stubApi({
      [`GET ${BASE}/money`]: () => jsonResponse(buildMoney({ refund })),
      "GET /api/admin/fee-packages": () => jsonResponse(PACKAGES),
      [`POST ${BASE}/refunds`]: () => jsonResponse(buildMoney({ refund, refundedCents: 60_000 })),
    });
    renderWithProviders(<StaffCaseMoney caseId={7} />);
    const user = userEvent.setup();

    expect(await screen.findByText("A refund is due")).toBeInTheDocument();
    expect(screen.getByText("Service fee $1,200.00 × 50% = $600.00 at least.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record refund" }));
    const dialog = screen.getByRole("dialog", { name: "Record the refund" });
    expect(within(dialog).getByLabelText("Amount refunded")).toHaveValue("600.00");
    await user.type(within(dialog).getByLabelText(/^Reference/), "DBS-4471");
    await user.click(
      within(dialog).getByRole("button", { name: "Record and issue refund receipt" }),
    );
    expect(await screen.findByText("Refunded")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record refund" })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${BASE}/refunds`)[0]?.body).toMatchObject({
      amountCents: 60_000,
      method: "paynow",
      reference: "DBS-4471",
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("lets a case officer record but not void, and read-only roles change nothing", async () => {
    stubApi({
      [`GET ${BASE}/money`]: () => jsonResponse(buildMoney()),
      "GET /api/admin/fee-packages": () => jsonResponse(PACKAGES),
    });
    const { unmount } = renderWithProviders(
      <StaffRoleContext value="ea_personnel">
        <StaffCaseMoney caseId={7} />
      </StaffRoleContext>,
    );
    expect(await screen.findByRole("button", { name: "Record payment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Void RCT-2026-00001" })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <StaffRoleContext value="read_only">
        <StaffCaseMoney caseId={7} />
      </StaffRoleContext>,
    );
    expect(await screen.findByText("Receipt RCT-2026-00001")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record payment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit fees" })).not.toBeInTheDocument();
  });
});
