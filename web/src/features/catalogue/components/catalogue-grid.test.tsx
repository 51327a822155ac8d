import {
  type CatalogueFilterState,
  DEFAULT_CATALOGUE_FILTERS,
} from "@maids/contract/catalogue-filters.ts";
import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { buildCatalogueList, buildHelpers, buildPublicHelper } from "@/testing/helper-factory.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { CatalogueGrid } from "./catalogue-grid.tsx";

const CATALOGUE = "GET /api/catalogue/maids";

function grid(filters: CatalogueFilterState = DEFAULT_CATALOGUE_FILTERS, onClear = () => {}) {
  return <CatalogueGrid filters={filters} activeFilterCount={0} onClearFilters={onClear} />;
}

/** The grid with a button that changes its filters, as the filter panel would. */
function GridWithFilterSwitch() {
  const [filters, setFilters] = useState(DEFAULT_CATALOGUE_FILTERS);
  return (
    <>
      <button
        type="button"
        onClick={() => setFilters({ ...DEFAULT_CATALOGUE_FILTERS, country: ["Myanmar"] })}
      >
        Only Myanmar
      </button>
      {grid(filters)}
    </>
  );
}

function helperCards() {
  return within(screen.getByRole("list", { name: CATALOGUE_TEXTS.availableHelpers })).getAllByRole(
    "article",
  );
}

function catalogueSection() {
  return screen.getByRole("region", { name: CATALOGUE_TEXTS.availableHelpers });
}

/** Pages of 20 out of `total` helpers. */
function pagedCatalogue(total: number) {
  return ({ url }: { url: URL }) => {
    const page = Number(url.searchParams.get("page"));
    const count = Math.min(20, total - (page - 1) * 20);
    return jsonResponse(buildCatalogueList(buildHelpers(count), { page, total }));
  };
}

/** An IntersectionObserver whose targets the test scrolls into view. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return function scrollToEnd() {
    for (const { callback, targets } of [...observers]) {
      const entries = targets.map((target) => ({ target, isIntersecting: true }));
      callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  };
}

describe("CatalogueGrid", () => {
  it("shows skeleton cards while loading, then the helpers and how many were found", async () => {
    const catalogue = deferredResponse();
    const fetchSpy = stubApi({ [CATALOGUE]: () => catalogue.promise });
    renderWithProviders(grid());

    expect(screen.getByRole("status", { name: "Loading helpers" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(catalogueSection()).toHaveAttribute("aria-busy", "true");

    catalogue.answer(
      jsonResponse(
        buildCatalogueList([buildPublicHelper({ name: "Maricel Dela Cruz" })], { total: 1 }),
      ),
    );

    expect(await screen.findByRole("heading", { name: "Maricel Dela Cruz" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading helpers" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Available Maids", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("1 helper found")).toBeInTheDocument();
    expect(catalogueSection()).toHaveAttribute("aria-busy", "false");
    const [request] = requestsTo(fetchSpy, CATALOGUE);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ page: "1", limit: "20" });
  });

  it("sends the filters with every page it asks for", async () => {
    const fetchSpy = stubApi({ [CATALOGUE]: pagedCatalogue(25) });
    renderWithProviders(
      grid({
        ...DEFAULT_CATALOGUE_FILTERS,
        country: ["Indonesia", "Myanmar"],
        skills: ["Cooking"],
        salary: [500, 1000],
        age: [18, 40],
      }),
    );

    await waitFor(() => expect(helperCards()).toHaveLength(20));
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(helperCards()).toHaveLength(25));

    const queries = requestsTo(fetchSpy, CATALOGUE).map(({ url }) =>
      Object.fromEntries(url.searchParams),
    );
    const filters = {
      country: "Indonesia,Myanmar",
      skills: "Cooking",
      salaryMin: "500",
      ageMax: "40",
    };
    expect(queries).toEqual([
      { page: "1", limit: "20", ...filters },
      { page: "2", limit: "20", ...filters },
    ]);
  });

  it("says so when no helper matches", async () => {
    stubApi({ [CATALOGUE]: () => jsonResponse(buildCatalogueList([], { total: 0 })) });
    renderWithProviders(grid());

    expect(await screen.findByRole("heading", { name: "No maids found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters to see more results")).toBeInTheDocument();
    expect(screen.getByText("0 helpers found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Clear All/ })).not.toBeInTheDocument();
  });

  it("offers Clear All in the empty state when filters are active", async () => {
    stubApi({ [CATALOGUE]: () => jsonResponse(buildCatalogueList([], { total: 0 })) });
    const onClear = vi.fn();
    renderWithProviders(
      <CatalogueGrid
        filters={{ ...DEFAULT_CATALOGUE_FILTERS, types: ["Ex-Taiwan", "Ex-Middle East"] }}
        activeFilterCount={2}
        onClearFilters={onClear}
      />,
    );

    await screen.findByRole("heading", { name: "No maids found" });
    await userEvent.click(screen.getByRole("button", { name: "Clear All 2" }));

    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("keeps the previous helpers on screen, dimmed and busy, while new filters load", async () => {
    const filtered = deferredResponse();
    stubApi({
      [CATALOGUE]: ({ url }) =>
        url.searchParams.has("country")
          ? filtered.promise
          : jsonResponse(buildCatalogueList(buildHelpers(3))),
    });
    renderWithProviders(<GridWithFilterSwitch />);
    await waitFor(() => expect(helperCards()).toHaveLength(3));

    await userEvent.click(screen.getByRole("button", { name: "Only Myanmar" }));

    expect(helperCards()).toHaveLength(3);
    expect(catalogueSection()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("progressbar", { name: "Updating results" })).toBeInTheDocument();
    expect(screen.getByText("3 helpers found")).toBeInTheDocument();

    filtered.answer(
      jsonResponse(buildCatalogueList([buildPublicHelper({ name: "Su Su Hlaing" })])),
    );

    expect(await screen.findByRole("heading", { name: "Su Su Hlaing" })).toBeInTheDocument();
    expect(helperCards()).toHaveLength(1);
    expect(catalogueSection()).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("reports a failed load, logs it, and loads again on Retry", async () => {
    const consoleErrors = expectConsoleErrors();
    let calls = 0;
    const fetchSpy = stubApi({
      [CATALOGUE]: () => {
        calls += 1;
        return calls === 1
          ? apiErrorResponse(500, "Something went wrong on our side. Please try again later.")
          : jsonResponse(buildCatalogueList(buildHelpers(3)));
      },
    });
    renderWithProviders(grid());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the helpers.");
    expect(consoleErrors).toHaveLength(1);

    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(helperCards()).toHaveLength(3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, CATALOGUE)).toHaveLength(2);
  });

  it("fetches the next page with 'Show more' until every helper is shown", async () => {
    const fetchSpy = stubApi({ [CATALOGUE]: pagedCatalogue(23) });
    renderWithProviders(grid());

    await waitFor(() => expect(helperCards()).toHaveLength(20));
    expect(screen.getByText("23 helpers found")).toBeInTheDocument();
    expect(screen.getByText("Showing 20 of 23")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));

    await waitFor(() => expect(helperCards()).toHaveLength(23));
    const pages = requestsTo(fetchSpy, CATALOGUE).map(({ url }) => url.searchParams.get("page"));
    expect(pages).toEqual(["1", "2"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    const scrollToEnd = stubIntersectionObserver();
    const fetchSpy = stubApi({ [CATALOGUE]: pagedCatalogue(25) });
    renderWithProviders(grid());
    await waitFor(() => expect(helperCards()).toHaveLength(20));

    act(scrollToEnd);
    await waitFor(() => expect(helperCards()).toHaveLength(25));
    act(scrollToEnd);

    const pages = requestsTo(fetchSpy, CATALOGUE).map(({ url }) => url.searchParams.get("page"));
    expect(pages).toEqual(["1", "2"]);
    expect(screen.getByText("Showing 25 of 25")).toBeInTheDocument();
  });
});
