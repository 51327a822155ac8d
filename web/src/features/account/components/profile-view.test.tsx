import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE, type WireRole } from "@maids/contract/enums.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { REDIRECT_AFTER_LOGIN_KEY } from "@/shared/local-storage.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { stubApi } from "@/testing/fetch-stub.ts";
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

  it("sends a signed-out visitor to /login and remembers to come back", async () => {
    stubApi({});
    renderProfile();

    expect(await navigatedTo()).toBe("/login");
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe("/profile");
  });
});
