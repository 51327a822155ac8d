import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderApp } from "@/testing/render.tsx";

const desktopNav = () => screen.getByRole("banner");

describe("the navigation's session", () => {
  it("offers Sign in and Sign up when the profile call answers 401", async () => {
    const fetchSpy = stubApi({});
    renderApp("/about");

    await screen.findByRole("heading", { name: "About us", level: 1 });
    await waitFor(() => expect(requestsTo(fetchSpy, "GET /api/auth/session")).toHaveLength(1));
    expect(within(desktopNav()).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(within(desktopNav()).getByRole("link", { name: "Sign up" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/auth/session")[0]?.init?.credentials).toBe("include");
  });

  it("shows the profile icon and Sign out when signed in; Sign out calls logout and opens /login", async () => {
    let signedIn = true;
    const fetchSpy = stubApi({
      "GET /api/auth/session": () =>
        signedIn ? profileResponse() : apiErrorResponse(401, "Please sign in to continue."),
      "POST /api/auth/logout": () => {
        signedIn = false;
        return jsonResponse({ success: true, message: "Signed out." });
      },
    });
    renderApp("/about");

    const signOut = await within(desktopNav()).findByRole("button", { name: "Sign out" });
    expect(within(desktopNav()).getByRole("link", { name: "My profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(within(desktopNav()).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();

    await userEvent.click(signOut);

    expect(await screen.findByRole("heading", { name: "Welcome Back", level: 1 })).toBeVisible();
    const [logout] = requestsTo(fetchSpy, "POST /api/auth/logout");
    expect(logout?.init?.body).toBeUndefined();
    expect(logout?.init?.credentials).toBe("include");
    expect(within(desktopNav()).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("signs out locally and only logs it when the logout call fails", async () => {
    const consoleErrors = expectConsoleErrors();
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "POST /api/auth/logout": () => apiErrorResponse(500, "Something went wrong."),
    });
    renderApp("/about");

    await userEvent.click(await within(desktopNav()).findByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("heading", { name: "Welcome Back", level: 1 })).toBeVisible();
    expect(within(desktopNav()).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(consoleErrors).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the signed-in navigation once sign-in succeeds", async () => {
    let signedIn = false;
    stubApi({
      "GET /api/auth/session": () =>
        signedIn ? profileResponse() : apiErrorResponse(401, "Please sign in to continue."),
      "POST /api/auth/login": () => {
        signedIn = true;
        return jsonResponse({ success: true, message: "Signed in." });
      },
      "POST /api/auth/simple-callback": () =>
        jsonResponse({
          role: 131,
          user: { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg", role: 131 },
        }),
      "GET /api/catalogue/maids": () => jsonResponse({ maids: [], total: 0, page: 1, limit: 20 }),
    });
    renderApp("/login");

    await userEvent.type(await screen.findByLabelText("Email"), "weiling@example.sg");
    await userEvent.type(screen.getByLabelText("Password"), "secret12");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(
      await screen.findByRole("heading", { name: "Available Maids", level: 1 }),
    ).toBeInTheDocument();
    expect(
      await within(desktopNav()).findByRole("button", { name: "Sign out" }),
    ).toBeInTheDocument();
  });
});
