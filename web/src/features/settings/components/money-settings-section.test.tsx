import { MONEY_MESSAGES } from "@maids/contract/case-money.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { MoneySettingsSection } from "./money-settings-section.tsx";

describe("MoneySettingsSection", () => {
  it("adds a fee package, showing the server's message when it has no lines", async () => {
    let packages: unknown[] = [];
    let posts = 0;
    const fetchSpy = stubApi({
      "GET /api/admin/money-settings": () =>
        jsonResponse({
          gstRegistered: false,
          gstRateBasisPoints: 900,
          gstNumber: "",
          minimumLeftCents: 2000,
        }),
      "GET /api/admin/fee-packages": () => jsonResponse(packages),
      "POST /api/admin/fee-packages": ({ body }) => {
        posts += 1;
        if (posts === 1) return fieldErrorResponse("lines", MONEY_MESSAGES.noLines);
        packages = [{ ...(body as object), id: 1, totalCents: 98_800 }];
        return jsonResponse(packages[0], 201);
      },
    });
    renderWithProviders(<MoneySettingsSection />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Add fee package" }));
    const dialog = screen.getByRole("dialog", { name: "Add fee package" });
    await user.type(within(dialog).getByLabelText("Package name"), "Standard");
    await user.click(within(dialog).getByRole("button", { name: "Remove fee line 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(MONEY_MESSAGES.noLines)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add a fee line" }));
    await user.type(within(dialog).getByLabelText("Amount"), "988");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Standard")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/fee-packages")[1]?.body).toEqual({
      name: "Standard",
      lines: [{ kind: "service_fee", description: "", amountCents: 98_800, taxable: true }],
      depositCents: 0,
      active: true,
    });
  });

  it("saves the GST registration with its rate as basis points", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/money-settings": () =>
        jsonResponse({
          gstRegistered: false,
          gstRateBasisPoints: 900,
          gstNumber: "",
          minimumLeftCents: 2000,
        }),
      "GET /api/admin/fee-packages": () => jsonResponse([]),
      "PUT /api/admin/money-settings": ({ body }) => jsonResponse(body),
    });
    renderWithProviders(<MoneySettingsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/The agency is GST-registered/));
    await user.type(screen.getByLabelText("GST registration number"), "201912345K");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "PUT /api/admin/money-settings")[0]?.body).toEqual({
      gstRegistered: true,
      gstRateBasisPoints: 900,
      gstNumber: "201912345K",
      minimumLeftCents: 2000,
    });
  });
});
