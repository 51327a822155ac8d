import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { setViewportWidth } from "@/testing/viewport.ts";
import { buildAdminHelper } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE, pageResponse } from "../testing/admin-helper-pages.ts";
import { renderAdminHelpers } from "../testing/render-screen.tsx";

const EXPORT = "GET /api/admin/maids/export";
const maids = [
  buildAdminHelper({ name: "Ana Reyes", country: "Philippines", salary: 600 }),
  buildAdminHelper({ name: "Siti Rahayu", country: "Indonesia", salary: 700 }),
];

const csvResponse = () =>
  new Response("name\nAna Reyes\n", {
    headers: {
      "Content-Type": "text/csv",
      "Content-Disposition": 'attachment; filename="helpers-2026-11-24.csv"',
    },
  });

describe("Export on the helpers screen", () => {
  const clicks: { href: string; download: string }[] = [];

  beforeEach(() => {
    setViewportWidth(1280);
    clicks.length = 0;
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });
  });

  it("downloads the list with its search and filters, as the page request sends them", async () => {
    const fetchSpy = stubApi({
      [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse(maids, url),
      [EXPORT]: csvResponse,
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (2)");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search helpers" }), "Reyes");
    await userEvent.click(screen.getByRole("button", { name: "Philippines" }));
    screen.getByLabelText("Minimum salary", { selector: "input" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(requestsTo(fetchSpy, ADMIN_HELPERS_PAGE).at(-1)?.url.searchParams.get("query")).toBe(
        "Reyes",
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "CSV (.csv)" }));

    await waitFor(() =>
      expect(clicks).toEqual([{ href: "blob:export", download: "helpers-2026-11-24.csv" }]),
    );
    const [sent] = requestsTo(fetchSpy, EXPORT);
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      query: "Reyes",
      country: "Philippines",
      salaryMin: "450",
      format: "csv",
    });
    const page = new URLSearchParams(requestsTo(fetchSpy, ADMIN_HELPERS_PAGE).at(-1)?.url.search);
    page.delete("page");
    page.delete("limit");
    page.append("format", "csv");
    expect(sent?.url.search).toBe(`?${page}`);
    expect(sent?.init?.credentials).toBe("include");
  });

  it("downloads every helper as .xlsx when nothing narrows the list, and says so when it fails", async () => {
    const fetchSpy = stubApi({
      [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse(maids, url),
      [EXPORT]: () => apiErrorResponse(500, "Oops"),
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (2)");

    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Excel (.xlsx)" }));

    expect(
      await screen.findByText("The helpers could not be exported. Please try again."),
    ).toBeInTheDocument();
    expect(requestsTo(fetchSpy, EXPORT).map(({ url }) => url.search)).toEqual(["?format=xlsx"]);
    expect(clicks).toEqual([]);
  });
});
