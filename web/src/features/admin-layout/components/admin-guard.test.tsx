import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { deferredResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { AdminGuard } from "./admin-guard.tsx";

function renderGuarded() {
  return renderRoute(
    <AdminGuard>{(adminName) => <p>Admin screen for {adminName}</p>}</AdminGuard>,
    { path: "/userManagement" },
  );
}

describe("AdminGuard", () => {
  it("shows a loader while the session loads, then the screen to an administrator", async () => {
    const session = deferredResponse();
    stubApi({ "GET /api/auth/session": () => session.promise });
    renderGuarded();

    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
    expect(screen.queryByText(/Admin screen/)).not.toBeInTheDocument();
    session.answer(profileResponse("admin"));

    expect(await screen.findByText("Admin screen for Agency Admin")).toBeInTheDocument();
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("sends an anonymous visitor to /system-access", async () => {
    const fetchSpy = stubApi({});
    renderGuarded();

    expect(await navigatedTo()).toBe("/system-access");
    expect(screen.queryByText(/Admin screen/)).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/auth/session")).toHaveLength(1);
  });

  it("sends a signed-in customer to /system-access", async () => {
    stubApi({ "GET /api/auth/session": () => profileResponse() });
    renderGuarded();

    expect(await navigatedTo()).toBe("/system-access");
    expect(screen.queryByText(/Admin screen/)).not.toBeInTheDocument();
  });
});
