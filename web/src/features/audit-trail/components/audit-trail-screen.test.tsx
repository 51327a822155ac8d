import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderRoute } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { AuditTrailScreen, fieldWords } from "./audit-trail-screen.tsx";

const ENTRIES = [
  {
    id: 2,
    at: "2026-11-27T06:15:00.000Z",
    actor: { id: 1, name: "Agency Admin" },
    action: "staff.update",
    recordType: "staff",
    recordId: 5,
    recordName: "Ravi Kumar",
    changed: ["role", "eaRegistrationNumber"],
  },
  {
    id: 1,
    at: "2026-11-26T02:00:00.000Z",
    actor: null,
    action: "maid.delete",
    recordType: "maid",
    recordId: 9,
    recordName: "",
    changed: [],
  },
];

describe("AuditTrailScreen", () => {
  it("lists who did what to which record in words, and filters on the server", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "GET /api/admin/audit": () => jsonResponse({ entries: ENTRIES, total: 2 }),
      "GET /api/admin/staff": () => jsonResponse([]),
    });
    renderRoute(<AuditTrailScreen />, { path: "/admin/audit" });

    const table = await screen.findByRole("table", { name: "Audit trail" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Agency Admin");
    expect(rows[0]).toHaveTextContent("Changed the staff member");
    expect(rows[0]).toHaveTextContent("Staff Ravi Kumar");
    expect(rows[0]).toHaveTextContent("role, EA registration number");
    expect(rows[1]).toHaveTextContent("The system");
    expect(rows[1]).toHaveTextContent("Helper #9 (deleted)");
    expect(screen.getByText(/^2 entries/)).toBeVisible();

    await userEvent.click(screen.getByRole("combobox", { name: "Record" }));
    await userEvent.click(screen.getByRole("option", { name: "Case" }));
    expect(requestsTo(fetchSpy, "GET /api/admin/audit").at(-1)?.url.search).toBe(
      "?recordType=placement_case&limit=25",
    );
  });

  it("opens filtered to one record from its link, with a way back to every record", async () => {
    setViewportWidth(390);
    const fetchSpy = stubApi({
      "GET /api/admin/audit": () => jsonResponse({ entries: ENTRIES.slice(0, 1), total: 1 }),
      "GET /api/admin/staff": () => jsonResponse([]),
    });
    renderRoute(<AuditTrailScreen />, {
      path: "/admin/audit",
      at: "/admin/audit?recordType=staff&recordId=5",
    });

    expect(await screen.findByText("Only staff Ravi Kumar")).toBeVisible();
    expect(screen.getByRole("list", { name: "Audit trail" })).toHaveTextContent(
      "Fields changed: role, EA registration number",
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/audit")[0]?.url.search).toBe(
      "?recordType=staff&recordId=5&limit=25",
    );
  });

  it("reads field names as words", () => {
    expect(fieldWords("eaRegistrationNumber")).toBe("EA registration number");
    expect(fieldWords("maidDetails")).toBe("maid details");
    expect(fieldWords("phone")).toBe("phone");
  });
});
