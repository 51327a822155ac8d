import { HOME_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers } from "@/testing/helper-factory.ts";
import { renderApp } from "@/testing/render.tsx";

const AGENCY = buildAgency();

describe("home page", () => {
  it("presents the no-fee offer, the agency's story, the top helpers and the FAQ", async () => {
    const fetchSpy = stubApi({
      "GET /api/catalogue/top-maids": () => jsonResponse(buildHelpers(3)),
      "GET /api/agency": () => jsonResponse(AGENCY),
    });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("no service fee");
    const hero = screen.getByRole("region", { name: /no service fee/ });
    expect(within(hero).getByText(/most affordable maid agency in Singapore/i)).toBeVisible();
    expect(within(hero).getByRole("link", { name: "FIND A HELPER" })).toHaveAttribute(
      "href",
      "/Catalogue",
    );

    // The sections below the hero follow right after its first paint.
    await screen.findByRole("heading", { name: HOME_TEXTS.faqTitle, level: 2 });
    const sections = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        "What employers tell us",
        "Why we started an agency without a service fee",
        "Three things you can count on",
        "Hire your helper in four steps",
        "Top helpers",
        HOME_TEXTS.faqTitle,
      ]),
    );
    for (const promise of ["Affordability", "Transparency", "Post-deployment service"]) {
      expect(screen.getByRole("heading", { name: promise, level: 3 })).toBeInTheDocument();
    }
    const steps = screen.getByRole("region", { name: "Hire your helper in four steps" });
    expect(
      within(steps)
        .getAllByRole("heading", { level: 3 })
        .map((step) => step.textContent),
    ).toEqual([
      "Shortlist a helper",
      "Interview online",
      "Sign documents online",
      "We arrange the rest",
    ]);

    const topHelpers = await screen.findByRole("list", { name: "Top helpers" });
    expect(within(topHelpers).getAllByRole("article")).toHaveLength(3);
    expect(requestsTo(fetchSpy, "GET /api/catalogue/top-maids")).toHaveLength(1);
    await waitFor(() =>
      expect(document.title).toBe("Harbour Helpers · The most affordable maid agency in Singapore"),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringContaining("no service fee"),
    );
  });

  it("says when the top helpers could not be loaded and offers to try again", async () => {
    stubApi({
      "GET /api/catalogue/top-maids": () =>
        apiErrorResponse(500, "Something went wrong on our side. Please try again later."),
    });
    renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(HOME_TEXTS.topHelpersFailed);
    expect(within(alert).getByRole("button", { name: HOME_TEXTS.tryAgain })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: HOME_TEXTS.faqTitle })).toBeInTheDocument();
  });
});
