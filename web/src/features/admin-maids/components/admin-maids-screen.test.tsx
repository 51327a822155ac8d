import { ageFromDob } from "@maids/contract/derived.ts";
import { ADMIN_MAID_TABLE_COLUMNS } from "@maids/contract/messages.ts";
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
import { buildAdminMaid, recordOf } from "../testing/admin-maid-factory.ts";
import { maidRows, maidsTable, renderAdminMaids, rowOf } from "../testing/render-screen.tsx";

const LIST = "GET /api/admin/maids";
const SEARCH = "GET /api/admin/maids/search";

const maricel = buildAdminMaid({
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
const siti = buildAdminMaid({
  id: 13,
  name: "Siti Rahayu",
  country: "Indonesia",
  salary: 550,
  Religion: "Muslim",
  isEmployed: true,
  isActive: false,
});

describe("AdminMaidsScreen: list", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists every helper with the count and the spec's columns", async () => {
    stubApi({ [LIST]: () => jsonResponse([maricel, siti]) });
    renderAdminMaids();

    expect(screen.getByRole("status", { name: "Loading helpers" })).toBeInTheDocument();
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    const headers = within(maidsTable())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([...ADMIN_MAID_TABLE_COLUMNS]);
    expect(maidRows()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Add Maid" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Select to recommend" })).toBeInTheDocument();
  });

  it("writes each cell in the spec's formats", async () => {
    stubApi({ [LIST]: () => jsonResponse([maricel, siti]) });
    renderAdminMaids();

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
      [LIST]: () => jsonResponse([maricel, siti]),
      [SEARCH]: () => search.promise,
    });
    renderAdminMaids();
    await screen.findByText("Maids Count: (2)");
    const box = screen.getByRole("searchbox", { name: "Search helpers" });
    expect(box).toHaveAttribute("placeholder", "Search maid name or ID");

    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: "Sit" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: "Siti" } });
    expect(screen.getByRole("progressbar", { name: "Searching" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(requestsTo(fetchSpy, SEARCH)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    // Let the query's own zero-delay scheduling run before real time resumes.
    act(() => vi.advanceTimersByTime(50));
    vi.useRealTimers();
    await waitFor(() => expect(requestsTo(fetchSpy, SEARCH)).toHaveLength(1));
    expect(requestsTo(fetchSpy, SEARCH)[0]?.url.searchParams.get("query")).toBe("Siti");

    search.answer(jsonResponse([siti]));
    expect(await screen.findByText("Maids Count: (1)")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Searching" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    await waitFor(() => expect(requestsTo(fetchSpy, LIST)).toHaveLength(2));
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
  });

  it("opens the edit dialog on a row click or Enter, not on its checkbox or delete button", async () => {
    stubApi({
      [LIST]: () => jsonResponse([maricel]),
      "GET /api/admin/maid/12": () => jsonResponse(recordOf(maricel)),
    });
    vi.spyOn(window, "confirm").mockReturnValue(false);
    renderAdminMaids();
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
      [LIST]: () => jsonResponse([maricel, siti]),
      "GET /api/admin/maid/12": () => jsonResponse(recordOf(maricel)),
    });
    renderAdminMaids();

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
      [LIST]: () => {
        calls += 1;
        return calls === 1 ? apiErrorResponse(500, "Boom") : jsonResponse([maricel]);
      },
    });
    renderAdminMaids();

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
    renderAdminMaids();

    expect(await navigatedTo()).toBe("/system-access");
  });
});
