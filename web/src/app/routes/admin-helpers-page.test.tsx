import { ADMIN_ROLE } from "@maids/contract/enums.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderApp } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";

describe("AdminHelpersPage", () => {
  it("puts the bulk import beside the export on the helpers screen", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/auth/session": () => profileResponse(ADMIN_ROLE),
      "GET /api/admin/maids/page": () => jsonResponse({ maids: [], total: 0, page: 1, limit: 20 }),
      "GET /api/admin/helper-imports": () => jsonResponse({ imports: [] }),
    });
    renderApp("/admin");

    expect(await screen.findByRole("button", { name: "Export" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByRole("dialog", { name: "Import helpers" })).toBeInTheDocument();
    expect(await screen.findByText("No imports yet.")).toBeInTheDocument();
  });
});
