import { HOME_TEXTS } from "@maids/contract/messages.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  apiErrorResponse,
  jsonResponse,
  requestsTo,
  stubApi,
  stubFetch,
} from "../../testing/fetch-stub.ts";
import { buildMaids } from "../../testing/maid-factory.ts";
import { renderApp } from "../../testing/render.tsx";

describe("home page", () => {
  it("presents the no-fee offer and the top helpers", async () => {
    const fetchSpy = stubApi({ "GET /api/catalogue/top-maids": () => jsonResponse(buildMaids(3)) });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("no service fee");
    const hero = screen.getByRole("region", { name: /no service fee/ });
    expect(within(hero).getByRole("link", { name: "FIND A HELPER" })).toHaveAttribute(
      "href",
      "/Catalogue",
    );

    const topHelpers = await screen.findByRole("list", { name: "Top helpers" });
    expect(within(topHelpers).getAllByRole("article")).toHaveLength(3);
    expect(requestsTo(fetchSpy, "GET /api/catalogue/top-maids")).toHaveLength(1);
  });

  it("says when the top helpers could not be loaded and offers to try again", async () => {
    stubFetch(() =>
      apiErrorResponse(500, "Something went wrong on our side. Please try again later."),
    );
    renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(HOME_TEXTS.topHelpersFailed);
    expect(within(alert).getByRole("button", { name: HOME_TEXTS.tryAgain })).toBeInTheDocument();
  });
});
