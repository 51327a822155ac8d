import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { REDIRECT_AFTER_LOGIN_KEY } from "@/shared/local-storage.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { ProfileView } from "./profile-view.tsx";

function renderProfile(onSignOut = vi.fn()) {
  renderRoute(<ProfileView title="My profile" onSignOut={onSignOut} />, { path: "/profile" });
  return onSignOut;
}

describe("ProfileView", () => {
  it("shows the signed-in customer's name, email and account type, and signs out", async () => {
    stubApi({ "GET /api/auth/session": () => profileResponse(CUSTOMER_ROLE) });
    const onSignOut = renderProfile();

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeVisible();
    expect(screen.getByText("Tan Wei Ling")).toBeInTheDocument();
    expect(screen.getByText("weiling@example.sg")).toBeInTheDocument();
    expect(screen.getByText("Employer")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it.each([
    [HELPER_ROLE, "Helper"],
    [ADMIN_ROLE, "Administrator"],
  ] as [WireRole, string][])("names the account type of role %s '%s'", async (role, label) => {
    stubApi({ "GET /api/auth/session": () => profileResponse(role) });
    renderProfile();

    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it("lets a family give the phone number the agency may call them on", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(CUSTOMER_ROLE),
      "PATCH /api/auth/profile": () =>
        jsonResponse({
          id: 42,
          user: { id: 42, name: "Tan Wei Ling", email: "weiling@example.sg", role: CUSTOMER_ROLE },
          phone: "6591234567",
        }),
    });
    renderProfile();

    await userEvent.type(
      await screen.findByRole("textbox", { name: "Phone (optional)" }),
      "9123 4567",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your phone number is saved.")).toBeVisible();
    expect(requestsTo(fetchSpy, "PATCH /api/auth/profile")[0]?.body).toEqual({
      phone: "9123 4567",
    });
  });

  it("offers staff no phone field: the owner sets their numbers", async () => {
    stubApi({ "GET /api/auth/session": () => profileResponse(ADMIN_ROLE) });
    renderProfile();
    expect(await screen.findByText("Administrator")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Phone (optional)" })).toBeNull();
  });

  it("sends a signed-out visitor to /login and remembers to come back", async () => {
    stubApi({});
    renderProfile();

    expect(await navigatedTo()).toBe("/login");
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe("/profile");
  });
});
