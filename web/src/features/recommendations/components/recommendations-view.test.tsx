import { API_MESSAGES, RECOMMEND_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MATCHING_TEXTS } from "@/shared/matching/texts.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers } from "@/testing/helper-factory.ts";
import { buildMatch, matchesResponse, requirementsResponse } from "@/testing/matching-factory.ts";
import { renderRoute } from "@/testing/render.tsx";
import { RecommendationsView } from "./recommendations-view.tsx";

function renderRecommend(at = "/Recommend") {
  return renderRoute(<RecommendationsView />, { path: "/Recommend", at });
}

function recommendedCards() {
  return within(screen.getByRole("list", { name: RECOMMEND_TEXTS.title })).getAllByRole("article");
}

describe("RecommendationsView", () => {
  it("shows a signed-in customer's own recommendations with their count", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/recommended": () => jsonResponse(buildHelpers(3, { photoIsBlurred: false })),
    });
    renderRecommend();

    expect(
      screen.getByRole("heading", { name: RECOMMEND_TEXTS.title, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading recommendations" })).toBeInTheDocument();

    await waitFor(() => expect(recommendedCards()).toHaveLength(3));
    expect(screen.getByText("3 helpers")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "GET /api/user/recommended")).toHaveLength(1);
  });

  it("puts the agency's picks first, marked as the agency's, then the family's ranking", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/recommended": () =>
        jsonResponse(buildHelpers(1, { name: "Agency pick", photoIsBlurred: false })),
      "GET /api/user/requirements": () => requirementsResponse({ budgetMax: 700 }),
      "GET /api/user/matches": () => matchesResponse([buildMatch({ name: "Ranked helper" })]),
    });
    renderRecommend();

    const fits = await screen.findByRole("list", { name: MATCHING_TEXTS.fitsTitle });
    expect(within(fits).getByText("Ranked helper")).toBeVisible();
    expect(screen.getByText(MATCHING_TEXTS.agencysPick)).toBeVisible();
    const agency = screen.getByRole("list", { name: RECOMMEND_TEXTS.title });
    expect(within(agency).getByText("Agency pick")).toBeVisible();
    expect(agency.compareDocumentPosition(fits) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("tells a signed-in customer without recommendations to ask an administrator", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/recommended": () => jsonResponse([]),
    });
    renderRecommend();

    expect(
      await screen.findByRole("heading", { name: RECOMMEND_TEXTS.empty, level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText(RECOMMEND_TEXTS.emptySignedIn)).toBeInTheDocument();
    expect(screen.queryByText(RECOMMEND_TEXTS.emptyAnonymous)).not.toBeInTheDocument();
    expect(screen.getByText("0 helpers")).toBeInTheDocument();
  });

  it("asks nothing for an anonymous visitor without a link and shows the empty state", async () => {
    const fetchSpy = stubApi({});
    renderRecommend();

    expect(await screen.findByRole("heading", { name: RECOMMEND_TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByText(RECOMMEND_TEXTS.emptyAnonymous)).toBeInTheDocument();
    expect(screen.queryByText(RECOMMEND_TEXTS.emptySignedIn)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    const recommendationCalls = fetchSpy.mock.calls.filter(([input]) =>
      String(input).includes("/api/user/recommended"),
    );
    expect(recommendationCalls).toHaveLength(0);
  });

  it("opens a share link for an anonymous visitor, sending the token encoded", async () => {
    const fetchSpy = stubApi({
      "POST /api/user/recommended/ab%2Fc%20d": () => jsonResponse(buildHelpers(2)),
    });
    renderRecommend("/Recommend?token=ab%2Fc+d");

    await waitFor(() => expect(recommendedCards()).toHaveLength(2));
    expect(screen.getByText("2 helpers")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/user/recommended/ab%2Fc%20d")).toHaveLength(1);
    expect(requestsTo(fetchSpy, "GET /api/user/recommended")).toHaveLength(0);
  });

  it("uses the share link, not the customer's own list, when a signed-in customer opens one", async () => {
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "POST /api/user/recommended/abc123": () => jsonResponse(buildHelpers(4)),
    });
    renderRecommend("/Recommend?token=abc123");

    await waitFor(() => expect(recommendedCards()).toHaveLength(4));
    expect(requestsTo(fetchSpy, "GET /api/user/recommended")).toHaveLength(0);
  });

  it("tells an anonymous visitor of a link without helpers the anonymous text", async () => {
    stubApi({ "POST /api/user/recommended/abc123": () => jsonResponse([]) });
    renderRecommend("/Recommend?token=abc123");

    expect(await screen.findByRole("heading", { name: RECOMMEND_TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByText(RECOMMEND_TEXTS.emptyAnonymous)).toBeInTheDocument();
  });

  it.each([
    { status: 404, message: API_MESSAGES.shareLinkNotFound },
    { status: 410, message: API_MESSAGES.shareLinkExpired },
    { status: 410, message: API_MESSAGES.shareLinkRevoked },
  ])("shows the server's words for a link refused with $status", async ({ status, message }) => {
    const fetchSpy = stubApi({
      "POST /api/user/recommended/old-link": () => apiErrorResponse(status, message),
    });
    renderRecommend("/Recommend?token=old-link");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    expect(screen.getByRole("link", { name: "Contact the agency" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.queryByText(RECOMMEND_TEXTS.empty)).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/user/recommended/old-link")).toHaveLength(1);
  });

  it("shows the empty state and only logs any other failure", async () => {
    const consoleErrors = expectConsoleErrors();
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/recommended": () =>
        apiErrorResponse(500, "Something went wrong on our side. Please try again later."),
    });
    renderRecommend();

    expect(await screen.findByRole("heading", { name: RECOMMEND_TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByText(RECOMMEND_TEXTS.emptySignedIn)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(consoleErrors).toHaveLength(1));
    expect(String(consoleErrors[0]?.[0])).toContain("recommendations could not be loaded");
  });
});
