import { ADMIN_LOGIN_TEXTS } from "@maids/contract/messages.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildCase,
  buildDashboard,
  placementList,
} from "@/features/placements/testing/placement-fixtures.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderApp } from "@/testing/render.tsx";

describe("placement routes", () => {
  it("keeps a signed-in customer away from a placement case", async () => {
    const fetchSpy = stubApi({ "GET /api/auth/session": () => profileResponse() });
    renderApp("/admin/placements/7");

    expect(
      await screen.findByRole("heading", { name: ADMIN_LOGIN_TEXTS.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/PC-/)).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/admin/placements/7")).toHaveLength(0);
  });

  it("keeps a signed-in customer away from the dashboard's cases", async () => {
    const fetchSpy = stubApi({ "GET /api/auth/session": () => profileResponse() });
    renderApp("/admin/dashboard");

    await screen.findByRole("heading", { name: ADMIN_LOGIN_TEXTS.title });
    expect(requestsTo(fetchSpy, "GET /api/admin/placements")).toHaveLength(0);
    expect(requestsTo(fetchSpy, "GET /api/admin/dashboard")).toHaveLength(0);
  });

  it("opens a case for an administrator at /admin/placements/:id, in the admin frame", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse("admin"),
      "GET /api/admin/placements/7": () => jsonResponse(buildCase({ id: 7 })),
      "GET /api/admin/staff": () => jsonResponse([]),
    });
    renderApp("/admin/placements/7");

    expect(
      await screen.findByRole("heading", { name: "PC-2026-0007", level: 1 }),
    ).toBeInTheDocument();
  });

  it("opens My hiring at /my-hiring", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/hiring": () => jsonResponse([]),
    });
    renderApp("/my-hiring");

    expect(await screen.findByRole("heading", { name: "My hiring", level: 1 })).toBeInTheDocument();
  });

  it("puts the placement sections and the interview requests on one dashboard, under one heading", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse("admin"),
      "GET /api/admin/dashboard": () => jsonResponse(buildDashboard()),
      "GET /api/admin/placements": () => jsonResponse(placementList([])),
      "GET /api/admin/interview-requests": () => jsonResponse({ requests: [], total: 0 }),
    });
    renderApp("/admin/dashboard");

    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const section of ["Due dates", "Cases by stage", "Interview requests not yet in a case"]) {
      expect(screen.getByRole("heading", { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole("heading", { name: "Interview requests", level: 2 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("No interview requests yet")).toBeInTheDocument();
  });
});
