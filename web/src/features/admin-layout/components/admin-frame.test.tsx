import { screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { AdminFrame } from "./admin-frame.tsx";

const AGENCY = buildAgency({ name: "Harbour Helpers Agency" });

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderFrame() {
  return renderWithProviders(
    <AdminFrame adminName="Agency Admin">
      <Where />
    </AdminFrame>,
  );
}

const adminMenu = () => screen.getByRole("navigation", { name: "Admin menu" });
const where = () => screen.getByTestId("where").textContent;

describe("AdminFrame", () => {
  it("shows the agency name and the signed-in admin in the top bar", async () => {
    setViewportWidth(1280);
    stubApi({ "GET /api/agency": () => jsonResponse(AGENCY) });
    renderFrame();

    const topBar = screen.getByRole("banner");
    expect(await within(topBar).findByText("Harbour Helpers Agency")).toBeInTheDocument();
    expect(within(topBar).getByText("Agency Admin")).toBeInTheDocument();
  });

  it("lists the menu on wide screens and marks the entry of the current screen", async () => {
    setViewportWidth(1280);
    stubApi({});
    renderFrame();

    const links = within(adminMenu()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Maid Management", "/admin"],
      ["Users Management", "/userManagement"],
      ["Helper sign-ups", "/admin/helper-profiles"],
      ["Suppliers", "/admin/suppliers"],
      ["Audit trail", "/admin/audit"],
      ["Money", "/admin/money"],
      ["Settings", "/admin/settings"],
    ]);
    expect(screen.queryByRole("button", { name: "Open admin menu" })).not.toBeInTheDocument();

    await userEvent.click(within(adminMenu()).getByRole("link", { name: "Users Management" }));

    await waitFor(() => expect(where()).toBe("/userManagement"));
    expect(within(adminMenu()).getByRole("link", { name: "Users Management" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(adminMenu()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("opens Settings, its own screen now, with no entry left 'Coming soon'", async () => {
    setViewportWidth(1280);
    stubApi({});
    renderFrame();

    await userEvent.click(within(adminMenu()).getByRole("link", { name: "Settings" }));

    await waitFor(() => expect(where()).toBe("/admin/settings"));
    expect(within(adminMenu()).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(adminMenu()).queryByRole("button", { name: "Settings" })).not.toBeInTheDocument();
  });

  it("logs out with POST /api/auth/logout and goes to /system-access", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "POST /api/auth/logout": () => jsonResponse({ success: true, message: "Signed out." }),
    });
    renderFrame();

    await userEvent.click(screen.getByRole("button", { name: "Log Out" }));

    await waitFor(() => expect(where()).toBe("/system-access"));
    const [logout] = requestsTo(fetchSpy, "POST /api/auth/logout");
    expect(logout?.init?.body).toBeUndefined();
    expect(logout?.init?.credentials).toBe("include");
  });

  it("still leaves for /system-access, only logging it, when the logout call fails", async () => {
    setViewportWidth(1280);
    const consoleErrors = expectConsoleErrors();
    stubApi({
      "GET /api/auth/session": () => profileResponse("admin"),
      "POST /api/auth/logout": () => apiErrorResponse(500, "Something went wrong."),
    });
    renderFrame();

    await userEvent.click(screen.getByRole("button", { name: "Log Out" }));

    await waitFor(() => expect(where()).toBe("/system-access"));
    expect(consoleErrors).toHaveLength(1);
  });

  it("puts the menu in a drawer behind a button on phones", async () => {
    setViewportWidth(390);
    stubApi({});
    renderFrame();

    expect(screen.queryByRole("navigation", { name: "Admin menu" })).not.toBeInTheDocument();
    const open = screen.getByRole("button", { name: "Open admin menu" });
    expect(open).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(open);

    const drawer = await screen.findByRole("presentation");
    expect(open).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(within(drawer).getByRole("link", { name: "Dashboard" }));

    await waitForElementToBeRemoved(drawer);
    expect(where()).toBe("/admin/dashboard");
    expect(open).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the phone drawer with its close button", async () => {
    setViewportWidth(390);
    stubApi({});
    renderFrame();

    await userEvent.click(screen.getByRole("button", { name: "Open admin menu" }));
    const drawer = await screen.findByRole("presentation");
    await userEvent.click(within(drawer).getByRole("button", { name: "Close admin menu" }));

    await waitForElementToBeRemoved(drawer);
    expect(where()).toBe("/");
  });
});
