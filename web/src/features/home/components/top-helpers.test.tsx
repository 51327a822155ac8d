import { HOME_TEXTS } from "@maids/contract/messages.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildHelpers, buildPublicHelper } from "@/testing/helper-factory.ts";
import { stubFullPageNavigation } from "@/testing/location-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { TopHelpers } from "./top-helpers.tsx";

const TOP_HELPERS = "GET /api/catalogue/top-maids";

function shownNames() {
  const list = screen.getByRole("list", { name: "Top helpers" });
  return within(list)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);
}

async function renderTopHelpers(maids = buildHelpers(7)) {
  stubApi({ [TOP_HELPERS]: () => jsonResponse(maids) });
  renderWithProviders(<TopHelpers />);
  await screen.findByRole("list", { name: "Top helpers" });
}

describe("TopHelpers", () => {
  it("shows three helpers per page with an 'N of M' indicator", async () => {
    await renderTopHelpers();

    expect(shownNames()).toEqual(["Helper 1", "Helper 2", "Helper 3"]);
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "1 of 3" })).toBeInTheDocument();
  });

  it("steps forward and wraps from the last page to the first", async () => {
    await renderTopHelpers();
    const next = screen.getByRole("button", { name: "Next helpers" });

    await userEvent.click(next);
    expect(screen.getByText("2 of 3")).toBeInTheDocument();
    expect(shownNames()).toEqual(["Helper 4", "Helper 5", "Helper 6"]);

    await userEvent.click(next);
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    expect(shownNames()).toEqual(["Helper 7"]);

    await userEvent.click(next);
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
    expect(shownNames()).toEqual(["Helper 1", "Helper 2", "Helper 3"]);
  });

  it("steps back from the first page to the last, also with the arrow keys", async () => {
    await renderTopHelpers();

    await userEvent.click(screen.getByRole("button", { name: "Previous helpers" }));
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    expect(shownNames()).toEqual(["Helper 7"]);

    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
  });

  it("shows no controls when all helpers fit on one page", async () => {
    await renderTopHelpers(buildHelpers(2));

    expect(shownNames()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Next helpers" })).not.toBeInTheDocument();
  });

  it("shows each helper's language rating out of 10, three skills at most and the salary note", async () => {
    await renderTopHelpers([
      buildPublicHelper({
        name: "Siti Rahayu",
        salary: 650,
        skills: ["Cooking", "Childcare", "Elderly Care", "Dog(s)"],
        maidDetails: {
          description: "",
          restDay: 4,
          englishRating: 4,
          chineseRating: 3,
          dialectRating: null,
        },
      }),
      buildPublicHelper({
        name: "Aye Aye",
        skills: [],
        maidDetails: {
          description: "",
          restDay: 4,
          englishRating: null,
          chineseRating: null,
          dialectRating: null,
        },
      }),
    ]);
    const [siti, aye] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];

    expect(siti).toHaveTextContent("Language rating: 7/10");
    expect(within(siti).getByRole("list", { name: "Skills" })).toHaveTextContent(
      /^CookingChildcareElderly Care$/,
    );
    expect(siti).toHaveTextContent("$650/ month");
    expect(aye).toHaveTextContent("Language rating: N/A");
    expect(within(aye).getByRole("list", { name: "Skills" })).toHaveTextContent(
      "General housekeeping",
    );
    expect(
      screen.getByText("total salary = basic salary + off day compensation"),
    ).toBeInTheDocument();
  });

  it("links each helper to the profile and blurs photos 8px for anonymous visitors", async () => {
    await renderTopHelpers([
      buildPublicHelper({ id: 31, name: "Siti Rahayu", photoIsBlurred: true }),
    ]);

    expect(screen.getByRole("link", { name: "Siti Rahayu" })).toHaveAttribute("href", "/maid/31");
    const photo = screen.getByRole("img", { name: "Siti Rahayu" });
    expect(photo).toHaveAttribute("data-blurred", "true");
    expect(photo.style.filter).toBe("blur(8px)");
  });

  it("shows clear photos to signed-in customers", async () => {
    await renderTopHelpers([buildPublicHelper({ name: "Siti Rahayu", photoIsBlurred: false })]);

    const photo = screen.getByRole("img", { name: "Siti Rahayu" });
    expect(photo).not.toHaveAttribute("data-blurred");
    expect(photo.style.filter).toBe("");
  });

  it("says when the helpers could not be loaded, and Try Again reloads the page", async () => {
    const assign = stubFullPageNavigation();
    stubApi({ [TOP_HELPERS]: () => apiErrorResponse(500, "Something went wrong.") });
    renderWithProviders(<TopHelpers />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(HOME_TEXTS.topHelpersFailed);
    await userEvent.click(within(alert).getByRole("button", { name: HOME_TEXTS.tryAgain }));

    expect(window.location.reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves the section out when no helper is available", async () => {
    const fetchSpy = stubApi({ [TOP_HELPERS]: () => jsonResponse([]) });
    const { container } = renderWithProviders(<TopHelpers />);

    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
