import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectConsoleErrors } from "../../../testing/console-guard.ts";
import {
  apiErrorResponse,
  jsonResponse,
  requestedUrls,
  stubFetch,
} from "../../../testing/fetch-stub.ts";
import { buildCatalogueList, buildMaids, buildPublicMaid } from "../../../testing/maid-factory.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { CatalogueGrid } from "./catalogue-grid.tsx";

function helperCards() {
  return within(screen.getByRole("list", { name: CATALOGUE_TEXTS.availableMaids })).getAllByRole(
    "article",
  );
}

describe("CatalogueGrid", () => {
  it("shows skeleton cards while loading, then the helpers and how many were found", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<CatalogueGrid />);

    expect(screen.getByRole("status", { name: "Loading helpers" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    answer(
      jsonResponse(
        buildCatalogueList([buildPublicMaid({ name: "Maricel Dela Cruz" })], { total: 1 }),
      ),
    );

    expect(await screen.findByRole("heading", { name: "Maricel Dela Cruz" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading helpers" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Available Maids", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("1 helper found")).toBeInTheDocument();
    const [url] = requestedUrls(fetchSpy);
    expect(url?.pathname).toBe("/api/catalogue/maids");
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ page: "1", limit: "20" });
  });

  it("says so when no helper matches", async () => {
    stubFetch(() => jsonResponse(buildCatalogueList([], { total: 0 })));
    renderWithProviders(<CatalogueGrid />);

    expect(await screen.findByRole("heading", { name: "No maids found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters to see more results")).toBeInTheDocument();
    expect(screen.getByText("0 helpers found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("reports a failed load, logs it, and loads again on Retry", async () => {
    const consoleErrors = expectConsoleErrors();
    let calls = 0;
    const fetchSpy = stubFetch(() => {
      calls += 1;
      return calls === 1
        ? apiErrorResponse(500, "Something went wrong on our side. Please try again later.")
        : jsonResponse(buildCatalogueList(buildMaids(3)));
    });
    renderWithProviders(<CatalogueGrid />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the helpers.");
    expect(consoleErrors).toHaveLength(1);

    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(helperCards()).toHaveLength(3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("fetches the next page with 'Show more' until every helper is shown", async () => {
    const fetchSpy = stubFetch((url) => {
      const page = Number(url.searchParams.get("page"));
      const maids = page === 1 ? buildMaids(20) : buildMaids(3);
      return jsonResponse(buildCatalogueList(maids, { page, total: 23 }));
    });
    renderWithProviders(<CatalogueGrid />);

    await waitFor(() => expect(helperCards()).toHaveLength(20));
    expect(screen.getByText("23 helpers found")).toBeInTheDocument();
    expect(screen.getByText("Showing 20 of 23")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));

    await waitFor(() => expect(helperCards()).toHaveLength(23));
    expect(requestedUrls(fetchSpy).map((url) => url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});
