import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildAdminHelper } from "@/features/admin-helpers/testing/admin-helper-factory.ts";
import {
  ADMIN_HELPERS_PAGE,
  pageResponse,
} from "@/features/admin-helpers/testing/admin-helper-pages.ts";
import {
  buildAdminUser,
  recommendation,
} from "@/features/customer-management/testing/admin-fixtures.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderApp } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { createQueryClient } from "./query-client.ts";

describe("the admin frame", () => {
  it("sends an anonymous visitor from /userManagement to /system-access", async () => {
    const fetchSpy = stubApi({});
    renderApp("/userManagement");

    expect(await screen.findByRole("heading", { name: "System Access", level: 1 })).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Admin menu" })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/admin/users")).toHaveLength(0);
  });

  it("sends a signed-in customer from /admin/dashboard to /system-access", async () => {
    const fetchSpy = stubApi({ "GET /api/auth/session": () => profileResponse() });
    renderApp("/admin/dashboard");

    expect(await screen.findByRole("heading", { name: "System Access", level: 1 })).toBeVisible();
    expect(requestsTo(fetchSpy, "GET /api/admin/interview-requests")).toHaveLength(0);
  });

  it("shows an administrator Customer Management in the admin frame; Log Out signs out", async () => {
    setViewportWidth(1280);
    let signedIn = true;
    const fetchSpy = stubApi({
      "GET /api/auth/session": () =>
        signedIn ? profileResponse("admin") : apiErrorResponse(401, "Please sign in to continue."),
      "GET /api/admin/users": () => jsonResponse({ users: [buildAdminUser()], total: 1 }),
      "POST /api/auth/logout": () => {
        signedIn = false;
        return jsonResponse({ success: true, message: "Signed out." });
      },
    });
    renderApp("/userManagement");

    expect(
      await screen.findByRole("heading", { name: "Customer Management", level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Customer Management \|/));
    const menu = screen.getByRole("navigation", { name: "Admin menu" });
    expect(within(menu).getByRole("link", { name: "Users Management" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await screen.findByRole("table", { name: "Customers" })).toHaveTextContent(
      "Tan Wei Ling",
    );
    expect(within(screen.getByRole("banner")).getByText("Agency Admin")).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole("main")).getByRole("button", { name: "Log Out" }),
    );

    expect(await screen.findByRole("heading", { name: "System Access", level: 1 })).toBeVisible();
    expect(requestsTo(fetchSpy, "POST /api/auth/logout")).toHaveLength(1);
    expect(screen.queryByRole("navigation", { name: "Admin menu" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Sign in" }).length).toBeGreaterThan(0);
  });

  it("opens Settings at /admin/settings for an administrator, in the admin frame", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/auth/session": () => profileResponse("admin"),
      "GET /api/admin/staff": () => jsonResponse([]),
    });
    renderApp("/admin/settings");

    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    expect(
      within(screen.getByRole("navigation", { name: "Admin menu" })).getByRole("link", {
        name: "Settings",
      }),
    ).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toMatch(/^Settings \| /));
  });

  it("a recommendation made from the helpers screen shows in the customer list at once", async () => {
    setViewportWidth(1280);
    const ana = buildAdminHelper({ id: 5, name: "Ana Reyes" });
    let recommended: { id: number; name: string }[] = [];
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse("admin"),
      "GET /api/admin/users": () =>
        jsonResponse({
          users: [buildAdminUser({ recommendations: recommendation(recommended) })],
          total: 1,
        }),
      [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse([ana], url),
      "GET /api/user/recommendation/user/42": () => jsonResponse(recommended),
      "POST /api/user/recommendation/42/5": () => {
        recommended = [{ id: 5, name: "Ana Reyes" }];
        return jsonResponse({ maidId: 5, recommended: true });
      },
    });
    // The app's own cache settings: lists stay fresh for a minute unless a change refreshes them.
    renderApp("/userManagement", createQueryClient());
    const customers = await screen.findByRole("table", { name: "Customers" });
    const row = await within(customers).findByRole("row", { name: /Tan Wei Ling/ });
    expect(within(row).getAllByRole("cell")[4]).toHaveTextContent("0");

    await userEvent.click(within(row).getByRole("button", { name: /View Details/ }));
    await userEvent.click(screen.getByRole("link", { name: "add maid" }));
    const tick = await screen.findByRole("checkbox", { name: "Recommend Ana Reyes" });
    await userEvent.click(tick);
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/user/recommendation/42/5")).toHaveLength(1),
    );
    await waitFor(() => expect(tick).toBeChecked());

    const menu = screen.getByRole("navigation", { name: "Admin menu" });
    await userEvent.click(within(menu).getByRole("link", { name: "Users Management" }));
    const updated = await screen.findByRole("table", { name: "Customers" });
    await waitFor(() =>
      expect(
        within(within(updated).getByRole("row", { name: /Tan Wei Ling/ })).getAllByRole("cell")[4],
      ).toHaveTextContent("1"),
    );
  });
});
