import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers } from "@/testing/helper-factory.ts";
import { renderApp } from "@/testing/render.tsx";

describe("shortlisted page", () => {
  it("shows the signed-in customer's shortlist under its title", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse(buildHelpers(2)),
    });
    renderApp("/shortlisted");

    expect(
      await screen.findByRole("heading", { name: SHORTLIST_TEXTS.title, level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("2 helpers")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${SHORTLIST_TEXTS.title} | HomeHelp SG`));
  });

  it("sends a signed-out visitor to the sign-in page", async () => {
    stubApi({});
    renderApp("/shortlisted");

    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/shortlisted");
  });
});
