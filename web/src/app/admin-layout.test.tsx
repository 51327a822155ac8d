import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildAdminUser } from "../features/customer-management/testing/admin-fixtures.ts";
import { profileResponse } from "../testing/auth-factory.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "../testing/fetch-stub.ts";
import { renderApp } from "../testing/render.tsx";
import { setViewportWidth } from "../testing/viewport.ts";

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
});
