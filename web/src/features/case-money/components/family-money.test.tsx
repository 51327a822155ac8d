import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildMoney } from "../testing/money-fixtures.ts";
import { FamilyMoney } from "./family-money.tsx";

const URL = "GET /api/user/hiring/PL-2026-0007/money";

describe("FamilyMoney", () => {
  it("shows the family its schedule and receipts, with no button to change them, only their PDFs", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      [URL]: () => jsonResponse(buildMoney()),
    });
    renderWithProviders(<FamilyMoney reference="PL-2026-0007" />);
    expect(await screen.findByText("Receipt RCT-2026-00001")).toBeInTheDocument();
    expect(screen.getByText("$1,388.00")).toBeInTheDocument();
    // Its copies download; nothing on the card changes the money.
    const buttons = screen
      .queryAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(buttons.length).toBeGreaterThan(0);
    for (const label of buttons) expect(label).toMatch(/^PDF: /);
    expect(screen.getByRole("button", { name: "PDF: Receipt RCT-2026-00001" })).toBeInTheDocument();
  });

  it("shows nothing until the agency has set out fees", async () => {
    const fetchSpy = stubApi({
      [URL]: () =>
        jsonResponse(buildMoney({ version: 0, lines: [], documents: [], packageName: null })),
    });
    const { container } = renderWithProviders(<FamilyMoney reference="PL-2026-0007" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchSpy, URL)).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
