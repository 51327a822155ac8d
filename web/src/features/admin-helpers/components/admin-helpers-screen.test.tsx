import { ageFromDob } from "@maids/contract/derived.ts";
import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { ADMIN_HELPER_TABLE_COLUMNS } from "@maids/contract/messages.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { navigatedTo } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { buildAdminHelper, recordOf } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE as LIST, pageResponse } from "../testing/admin-helper-pages.ts";
import { helperRows, helpersTable, renderAdminHelpers, rowOf } from "../testing/render-screen.tsx";
import { ADMIN_HELPERS_TEXTS } from "../texts.ts";

type FetchSpy = ReturnType<typeof stubApi>;

/** The list requests that carried a search, and those that did not. */
const searches = (fetchSpy: FetchSpy) =>
  requestsTo(fetchSpy, LIST).filter(({ url }) => url.searchParams.has("query"));
const unsearched = (fetchSpy: FetchSpy) =>
  requestsTo(fetchSpy, LIST).filter(({ url }) => !url.searchParams.has("query"));

const maricel = buildAdminHelper({
  id: 12,
  name: "Maricel Dela Cruz",
  supplier: "ID-2",
  salary: 700,
  Religion: "Catholic",
  DOB: "1990-03-15",
  height: 158,
  weight: 52,
  maritalStatus: "Married",
  NumChildren: 2,
  isEmployed: false,
});
const siti = buildAdminHelper({
  id: 13,
  name: "Siti Rahayu",
  country: "Indonesia",
  salary: 550,
  Religion: "Muslim",
  isEmployed: true,
  isActive: false,
});

describe("AdminHelpersScreen: list", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists every helper with the count and the spec's columns", async () => {
    stubApi({ [LIST]: ({ url }) => pageResponse([maricel, siti], url) });
    renderAdminHelpers();

    expect(screen.getByRole("status", { name: "Loading helpers" })).toBeInTheDocument();
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    const headers = within(helpersTable())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([...ADMIN_HELPER_TABLE_COLUMNS]);
    expect(helperRows()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Add Maid" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Select to recommend" })).toBeInTheDocument();
  });

  it("shows a helper's first-permit warnings under her name", async () => {
    const young = buildAdminHelper({
      id: 14,
      name: "Dewi Lestari",
      eligibilityWarnings: [
        ELIGIBILITY_MESSAGES.youngerThanFirstPermit,
        ELIGIBILITY_MESSAGES.schoolingUnknown,
      ],
    });
    stubApi({ [LIST]: ({ url }) => pageResponse([maricel, young], url) });
    renderAdminHelpers();

    await screen.findByText("Maids Count: (2)");
    const warnings = within(rowOf("Dewi Lestari")).getByRole("list", {
      name: ADMIN_HELPERS_TEXTS.eligibilityWarnings,
    });
    expect(
      within(warnings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([ELIGIBILITY_MESSAGES.youngerThanFirstPermit, ELIGIBILITY_MESSAGES.schoolingUnknown]);
    expect(within(rowOf("Maricel Dela Cruz")).queryByRole("list")).not.toBeInTheDocument();
  });

  it("links a helper held by a placement case to the case", async () => {
    const held = {
      ...buildAdminHelper({ id: 15, name: "Nur Aini" }),
      heldBy: { caseId: 7, reference: "PL-2026-0007" },
    };
    stubApi({ [LIST]: ({ url }) => pageResponse([maricel, held], url) });
    renderAdminHelpers();

    await screen.findByText("Maids Count: (2)");
    const link = within(rowOf("Nur Aini")).getByRole("link", { name: "In placement PL-2026-0007" });
    expect(link).toHaveAttribute("href", "/admin/placements/7");
    expect(
      within(rowOf("Maricel Dela Cruz")).queryByRole("link", { name: /In placement/ }),
    ).toBeNull();
  });

  it("writes each cell in the spec's formats", async () => {
    stubApi({ [LIST]: ({ url }) => pageResponse([maricel, siti], url) });
    renderAdminHelpers();

    await screen.findByText("Maids Count: (2)");
    const cells = within(rowOf("Maricel Dela Cruz"))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "ID-2",
      "",
      "Maricel Dela Cruz",
      "Philippines",
      "$700",
      "Catholic",
      `${ageFromDob("1990-03-15")} yo/158 cm/52 kg`,
      "Married/2",
      "Available",
      "",
      "",
    ]);
    expect(within(rowOf("Maricel Dela Cruz")).getByRole("img")).toHaveAttribute(
      "src",
      "/api/images/ab12/thumbnail.webp",
    );
    expect(within(rowOf("Siti Rahayu")).getByText("Employed")).toBeInTheDocument();
    expect(within(rowOf("Siti Rahayu")).getByText("Inactive")).toBeInTheDocument();
    expect(
      within(rowOf("Siti Rahayu")).getByRole("checkbox", { name: "Recommend Siti Rahayu" }),
    ).not.toBeChecked();
    expect(
      within(rowOf("Siti Rahayu")).getByRole("button", { name: "Delete Siti Rahayu" }),
    ).toBeInTheDocument();
  });

  it("searches 300 ms after the typing stops, and reloads the full list when emptied", async () => {
    const search = deferredResponse();
    const fetchSpy = stubApi({
      [LIST]: ({ url }) =>
        url.searchParams.has("query") ? search.promise : pageResponse([maricel, siti], url),
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (2)");
    const box = screen.getByRole("searchbox", { name: "Search helpers" });
    expect(box).toHaveAttribute("placeholder", "Search maid name or ID");

    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: "Sit" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: "Siti" } });
    expect(screen.getByRole("progressbar", { name: "Searching" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(searches(fetchSpy)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    // Let the query's own zero-delay scheduling run before real time resumes.
    act(() => vi.advanceTimersByTime(50));
    vi.useRealTimers();
    await waitFor(() => expect(searches(fetchSpy)).toHaveLength(1));
    const [searched] = searches(fetchSpy);
    expect(searched?.url.searchParams.get("query")).toBe("Siti");

    search.answer(pageResponse([siti], searched?.url as URL));
    expect(await screen.findByText("Maids Count: (1)")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Searching" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    await waitFor(() => expect(unsearched(fetchSpy)).toHaveLength(2));
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
  });

  it("opens the edit dialog on a row click or Enter, not on its checkbox or delete button", async () => {
    stubApi({
      [LIST]: ({ url }) => pageResponse([maricel], url),
      "GET /api/admin/maid/12": () => jsonResponse(recordOf(maricel)),
    });
    vi.spyOn(window, "confirm").mockReturnValue(false);
    renderAdminHelpers();
    await screen.findByText("Maids Count: (1)");

    await userEvent.click(screen.getByRole("checkbox", { name: "Recommend Maricel Dela Cruz" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Maricel Dela Cruz" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(within(rowOf("Maricel Dela Cruz")).getByText("Philippines"));
    const dialog = await screen.findByRole("dialog", { name: "Edit Maid" });
    expect(within(dialog).getByText("Maid ID: 12")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    rowOf("Maricel Dela Cruz").focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Edit Maid" })).toBeInTheDocument();
  });

  it("shows cards with View Details below the md breakpoint", async () => {
    setViewportWidth(390);
    stubApi({
      [LIST]: ({ url }) => pageResponse([maricel, siti], url),
      "GET /api/admin/maid/12": () => jsonResponse(recordOf(maricel)),
    });
    renderAdminHelpers();

    const card = await screen.findByRole("article", { name: "Maricel Dela Cruz" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(card).getByText(`${ageFromDob("1990-03-15")} yo/158 cm/52 kg`)).toBeVisible();
    expect(within(card).getByText("Married/2")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "View Details" }));
    expect(await screen.findByRole("dialog", { name: "Edit Maid" })).toBeInTheDocument();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    expectConsoleErrors();
    let calls = 0;
    stubApi({
      [LIST]: ({ url }) => {
        calls += 1;
        return calls === 1 ? apiErrorResponse(500, "Boom") : pageResponse([maricel], url);
      },
    });
    renderAdminHelpers();

    expect(
      await screen.findByText(
        "We could not load the helpers. Please check your connection and try again.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Maids Count: (1)")).toBeInTheDocument();
  });

  it("sends a visitor who is not an administrator to the admin sign-in", async () => {
    stubApi({ [LIST]: () => apiErrorResponse(403, "You do not have permission to do this.") });
    renderAdminHelpers();

    expect(await navigatedTo()).toBe("/system-access");
  });
});

/** 45 helpers, newest first: Helper 1 (the newest) to Helper 45. */
const many = Array.from({ length: 45 }, (_, index) =>
  buildAdminHelper({ id: 300 - index, name: `Helper ${index + 1}` }),
);

const pager = () => screen.getByRole("navigation", { name: "Helper pages" });
const lastRequest = (fetchSpy: FetchSpy) => requestsTo(fetchSpy, LIST).at(-1)?.url.searchParams;

describe("AdminHelpersScreen: pages", () => {
  it("asks for page 1 of 20, counts the server's total, and pages under the list", async () => {
    const fetchSpy = stubApi({ [LIST]: ({ url }) => pageResponse(many, url) });
    renderAdminHelpers();

    expect(await screen.findByText("Maids Count: (45)")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, LIST)[0]?.url.search).toBe("?page=1&limit=20");
    expect(helperRows()).toHaveLength(20);
    expect(within(pager()).getByRole("button", { name: "page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 3" }));
    expect(await screen.findByText("Helper 41")).toBeInTheDocument();
    expect(lastRequest(fetchSpy)?.get("page")).toBe("3");
    expect(helperRows()).toHaveLength(5);
    expect(screen.getByText("Maids Count: (45)")).toBeInTheDocument();
    expect(within(pager()).getByRole("button", { name: "Go to next page" })).toBeDisabled();
  });

  it("shows no page control when every helper fits on one page", async () => {
    stubApi({ [LIST]: ({ url }) => pageResponse(many.slice(0, 20), url) });
    renderAdminHelpers();

    await screen.findByText("Maids Count: (20)");
    expect(screen.queryByRole("navigation", { name: "Helper pages" })).not.toBeInTheDocument();
  });

  it("goes back to page 1 when a filter or the search changes", async () => {
    const fetchSpy = stubApi({
      [LIST]: ({ url }) =>
        pageResponse(url.searchParams.has("country") ? many.slice(5) : many, url),
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (45)");

    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 2" }));
    expect(await screen.findByText("Helper 21")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Indonesia" }));

    expect(await screen.findByText("Maids Count: (40)")).toBeInTheDocument();
    expect(lastRequest(fetchSpy)?.get("page")).toBe("1");
    expect(lastRequest(fetchSpy)?.get("country")).toBe("Indonesia");
    expect(screen.getByText("Helper 6")).toBeInTheDocument();

    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 2" }));
    expect(await screen.findByText("Helper 26")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search helpers" }), "Helper");

    await waitFor(() => expect(lastRequest(fetchSpy)?.get("query")).toBe("Helper"));
    expect(lastRequest(fetchSpy)?.get("page")).toBe("1");
  });

  it("keeps the ticks of other pages", async () => {
    stubApi({ [LIST]: ({ url }) => pageResponse(many, url) });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (45)");

    await userEvent.click(screen.getByRole("checkbox", { name: "Recommend Helper 2" }));
    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 2" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "Recommend Helper 22" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();

    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 1" }));
    expect(await screen.findByRole("checkbox", { name: "Recommend Helper 2" })).toBeChecked();
  });

  it("falls back to the last page when deletions empty the one shown", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    let stored = many.slice(0, 21);
    stubApi({
      [LIST]: ({ url }) => pageResponse(stored, url),
      "DELETE /api/admin/maids/280": () => {
        stored = stored.filter((maid) => maid.id !== 280);
        return jsonResponse({ id: 280, deleted: true });
      },
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (21)");
    await userEvent.click(within(pager()).getByRole("button", { name: "Go to page 2" }));

    await userEvent.click(await screen.findByRole("button", { name: "Delete Helper 21" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Delete Maid" })).getByRole("button", {
        name: "Delete",
      }),
    );

    expect(await screen.findByText("Maids Count: (20)")).toBeInTheDocument();
    expect(await screen.findByText("Helper 1")).toBeInTheDocument();
    // The closing dialog hides the rest of the screen from getByRole until it is gone.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(helperRows()).toHaveLength(20);
    expect(screen.queryByRole("navigation", { name: "Helper pages" })).not.toBeInTheDocument();
  });
});
