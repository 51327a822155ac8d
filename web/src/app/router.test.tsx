import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WELCOME_SEEN_KEY, writeStorage } from "@/shared/local-storage.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildCatalogueList, buildPublicHelper } from "@/testing/helper-factory.ts";
import { renderApp } from "@/testing/render.tsx";

describe("routes", () => {
  it("shows 'Page not found' for an unknown address, with ways back", async () => {
    renderApp("/no-such-page");

    expect(
      await screen.findByRole("heading", { name: "Page not found", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    await waitFor(() => expect(document.title).toBe("Page not found | HomeHelp SG"));
  });

  it.each(["/catalogue", "/Catalogue"])("opens the catalogue at %s", async (path) => {
    // A returning visitor: the welcome dialog would cover the page.
    writeStorage(WELCOME_SEEN_KEY, "true");
    stubApi({
      "GET /api/catalogue/maids": () =>
        jsonResponse(buildCatalogueList([buildPublicHelper({ name: "Siti Rahayu" })])),
    });
    renderApp(path);

    expect(
      await screen.findByRole("heading", { name: "Available Maids", level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Siti Rahayu" })).toBeInTheDocument();
  });

  it("opens a helper's profile at /maid/:id", async () => {
    stubApi({
      "GET /api/catalogue/maids/7": () =>
        jsonResponse(buildPublicHelper({ id: 7, name: "Siti Rahayu" })),
    });
    renderApp("/maid/7");

    expect(
      await screen.findByRole("heading", { name: "Siti Rahayu", level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Siti Rahayu | HomeHelp SG"));
  });

  it.each([
    { path: "/shortlisted", title: "My Shortlisted Maids" },
    { path: "/Recommend", title: "Recommended Maids" },
  ])("opens $path", async ({ path, title }) => {
    stubApi({});
    renderApp(path);

    await waitFor(() => expect(document.title).toBe(`${title} | HomeHelp SG`));
    expect(screen.queryByText(/This part of the site is being prepared/)).not.toBeInTheDocument();
  });

  it.each(["/admin", "/admin/12", "/admin/dashboard", "/admin/settings", "/userManagement"])(
    "sends a visitor who is not signed in from %s to the administrators' sign-in",
    async (path) => {
      stubApi({});
      renderApp(path);

      expect(
        await screen.findByRole("heading", { name: "System Access", level: 1 }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    { path: "/login", heading: "Welcome Back", title: "Sign in" },
    { path: "/signup", heading: "Create Account", title: "Create Account" },
    { path: "/Signup", heading: "Create Account", title: "Create Account" },
    { path: "/reset-password?token=abc", heading: "Reset Password", title: "Reset Password" },
    { path: "/reset-password", heading: "Invalid Reset Link", title: "Reset Password" },
    { path: "/system-access", heading: "System Access", title: "System Access" },
  ])("opens the account screen at $path", async ({ path, heading, title }) => {
    stubApi({});
    renderApp(path);

    expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/This part of the site is being prepared/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | HomeHelp SG`));
  });

  it("wraps every page in the navigation and the footer", async () => {
    renderApp("/about");

    await screen.findByRole("heading", { name: "About us", level: 1 });
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
