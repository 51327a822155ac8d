import { CATALOGUE_TEXTS, WELCOME_TEXTS } from "@maids/contract/messages.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { CATALOGUE_FILTER_TEXTS } from "@/features/catalogue/texts.ts";
import { CATALOGUE_UI_TEXTS } from "@/shared/site-texts.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildCatalogueList, buildHelpers, buildPublicHelper } from "@/testing/helper-factory.ts";
import { buildMatch, matchesResponse, requirementsResponse } from "@/testing/matching-factory.ts";
import { renderApp, renderRoute } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { CataloguePage } from "./catalogue-page.tsx";

const CATALOGUE = "GET /api/catalogue/maids";
const WELCOME_SEEN = "welcomeSeen";

type StubOptions = { total?: number; signedIn?: boolean };

/** The API with `total` helpers matching any filters (one page of them is answered). */
function stubCatalogue({ total = 3, signedIn = false }: StubOptions = {}) {
  return stubApi({
    [CATALOGUE]: ({ url }) =>
      jsonResponse(
        buildCatalogueList(buildHelpers(Math.min(total, 20)), {
          page: Number(url.searchParams.get("page")),
          total,
        }),
      ),
    ...(signedIn && {
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse([]),
    }),
  });
}

/** The filters the catalogue asked the API for last, without the paging. */
function lastFilterQuery(fetchSpy: ReturnType<typeof stubApi>) {
  const query = Object.fromEntries(requestsTo(fetchSpy, CATALOGUE).at(-1)?.url.searchParams ?? []);
  const { page, limit, ...filters } = query;
  expect({ page, limit }).toEqual({ page: "1", limit: "20" });
  return filters;
}

function AddressBar() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address query">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The catalogue at `address`, with its query shown and a Back button, as in a browser. */
function renderCatalogue(address = "/catalogue") {
  return renderRoute(
    <>
      <CataloguePage />
      <AddressBar />
    </>,
    { path: "/catalogue", at: address },
  );
}

function addressQuery() {
  return screen.getByLabelText("Address query").textContent;
}

/**
 * A checkbox or a slider handle by its label. Role queries are slow on a page this size,
 * so these read labels; the type is checked instead.
 */
function control(label: string) {
  const element = screen.getByLabelText(label, { selector: "input" });
  expect(element).toHaveAttribute("type", expect.stringMatching(/^(checkbox|range)$/));
  return element;
}

function refineSearch() {
  return screen.getByRole("region", { name: CATALOGUE_TEXTS.refineSearch });
}

function availableHelpers() {
  return screen.getByRole("region", { name: CATALOGUE_TEXTS.availableHelpers });
}

async function helpersLoaded(count: number) {
  await waitFor(() =>
    expect(within(availableHelpers()).queryAllByRole("article")).toHaveLength(count),
  );
}

function markWelcomeSeen() {
  window.localStorage.setItem(WELCOME_SEEN, "true");
}

describe("catalogue page", () => {
  // A whole page with every filter: slow to query on a busy two-core machine.
  describe("filters", { timeout: 15_000 }, () => {
    it("sends the filters in the address to the API and shows them ticked", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderApp("/catalogue?country=Indonesia&salaryMin=500");

      expect(await screen.findByRole("checkbox", { name: "Indonesia" })).toBeChecked();
      expect(control("Myanmar")).not.toBeChecked();
      expect(control("Minimum salary")).toHaveValue("500");
      expect(control("Maximum salary")).toHaveValue("1000");
      expect(screen.getByText("$500 – $1,000")).toBeInTheDocument();
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({ country: "Indonesia", salaryMin: "500" }),
      );
      expect(screen.getByRole("button", { name: "Clear All 2" })).toBeEnabled();
      await waitFor(() => expect(document.title).toBe("Available Maids | HomeHelp SG"));
    });

    it("puts a ticked box in the address and asks the API again", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue();
      await helpersLoaded(3);
      expect(lastFilterQuery(fetchSpy)).toEqual({});

      await userEvent.click(control("Myanmar"));
      await userEvent.click(control("Cooking"));
      await userEvent.click(control("Mandarin"));
      await userEvent.click(control("Ex-Singapore"));
      await userEvent.click(control("Indonesia"));

      expect(addressQuery()).toBe(
        "?country=Indonesia,Myanmar&skills=Cooking&languages=Mandarin&types=Ex-Singapore",
      );
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({
          country: "Indonesia,Myanmar",
          skills: "Cooking",
          languages: "Mandarin",
          types: "Ex-Singapore",
        }),
      );
      expect(screen.getByRole("button", { name: "Clear All 5" })).toBeInTheDocument();

      await userEvent.click(control("Cooking"));

      expect(addressQuery()).toBe(
        "?country=Indonesia,Myanmar&languages=Mandarin&types=Ex-Singapore",
      );
      expect(screen.getByRole("button", { name: "Clear All 4" })).toBeInTheDocument();
    });

    it("goes back to the previous filters with Back", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue("/catalogue?country=Myanmar");
      await helpersLoaded(3);

      await userEvent.click(control("Babysitting"));
      expect(addressQuery()).toBe("?country=Myanmar&skills=Babysitting");

      await userEvent.click(screen.getByRole("button", { name: "Browser back" }));

      expect(addressQuery()).toBe("?country=Myanmar");
      expect(control("Babysitting")).not.toBeChecked();
      await waitFor(() => expect(lastFilterQuery(fetchSpy)).toEqual({ country: "Myanmar" }));
    });

    it("moves a range by steps from the keyboard, and Back undoes the whole adjustment", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue("/catalogue?country=Indonesia");
      await helpersLoaded(3);

      const minimumSalary = control("Minimum salary");
      expect(minimumSalary).toHaveAttribute("aria-valuetext", "$400");
      minimumSalary.focus();
      await userEvent.keyboard("{ArrowRight}");
      await userEvent.keyboard("{ArrowRight}");

      expect(minimumSalary).toHaveAttribute("aria-valuetext", "$450");
      expect(addressQuery()).toBe("?country=Indonesia&salaryMin=450");
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({ country: "Indonesia", salaryMin: "450" }),
      );
      expect(screen.getByRole("button", { name: "Clear All 2" })).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Browser back" }));

      expect(addressQuery()).toBe("?country=Indonesia");
      expect(minimumSalary).toHaveAttribute("aria-valuetext", "$400");
    });

    it("keeps the two handles of a range at least one step apart", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      stubCatalogue();
      renderCatalogue("/catalogue?ageMin=30&ageMax=31");
      await helpersLoaded(3);

      const minimumAge = control("Minimum age");
      const maximumAge = control("Maximum age");
      minimumAge.focus();
      await userEvent.keyboard("{ArrowRight}");
      maximumAge.focus();
      await userEvent.keyboard("{ArrowLeft}");

      expect(minimumAge).toHaveValue("30");
      expect(maximumAge).toHaveValue("31");
      expect(addressQuery()).toBe("?ageMin=30&ageMax=31");

      await userEvent.keyboard("{ArrowRight}");

      expect(addressQuery()).toBe("?ageMin=30&ageMax=32");
    });

    it("counts the active filters in Clear All and resets them all", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue(
        "/catalogue?country=Indonesia,Myanmar&skills=Cooking&salaryMax=900&ageMin=25&ageMax=40",
      );
      await helpersLoaded(3);

      // Two items, one skill, and one per range that left its default.
      const clearAll = screen.getByRole("button", { name: "Clear All 5" });
      await userEvent.click(clearAll);

      expect(addressQuery()).toBe("");
      expect(control("Indonesia")).not.toBeChecked();
      expect(control("Cooking")).not.toBeChecked();
      expect(control("Maximum salary")).toHaveValue("1000");
      expect(control("Minimum age")).toHaveValue("18");
      expect(screen.getByRole("button", { name: "Clear All 0" })).toBeDisabled();
      await waitFor(() => expect(lastFilterQuery(fetchSpy)).toEqual({}));
    });

    it("asks for helpers who can start by the chosen day, counted in Clear All, which clears it", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue("/catalogue?country=Indonesia");
      await helpersLoaded(3);

      const day = screen.getByLabelText(CATALOGUE_FILTER_TEXTS.availableBy, { selector: "input" });
      expect(day).toHaveAttribute("type", "date");
      expect(day).toHaveValue("");
      expect(day).toHaveAccessibleDescription(CATALOGUE_FILTER_TEXTS.availableByHint);
      // A year typed figure by figure asks for nothing until it has four.
      fireEvent.change(day, { target: { value: "0002-03-01" } });
      expect(addressQuery()).toBe("?country=Indonesia");
      fireEvent.change(day, { target: { value: "2027-03-01" } });

      expect(addressQuery()).toBe("?country=Indonesia&availableBy=2027-03-01");
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({
          country: "Indonesia",
          availableBy: "2027-03-01",
        }),
      );
      expect(within(refineSearch()).getByText("1 Mar 2027")).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Clear All 2" }));

      expect(addressQuery()).toBe("");
      expect(day).toHaveValue("");
      await waitFor(() => expect(lastFilterQuery(fetchSpy)).toEqual({}));
    });

    it("reads the day from the address and clears it alone when the field is emptied", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue();
      renderCatalogue("/catalogue?availableBy=2027-01-04&skills=Cooking");
      await helpersLoaded(3);

      const day = screen.getByLabelText(CATALOGUE_FILTER_TEXTS.availableBy, { selector: "input" });
      expect(day).toHaveValue("2027-01-04");
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({ skills: "Cooking", availableBy: "2027-01-04" }),
      );
      expect(screen.getByRole("button", { name: "Clear All 2" })).toBeEnabled();

      fireEvent.change(day, { target: { value: "" } });

      expect(addressQuery()).toBe("?skills=Cooking");
      await waitFor(() => expect(lastFilterQuery(fetchSpy)).toEqual({ skills: "Cooking" }));
    });

    it("shows how many helpers were found in Refine Search and above the results", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      stubCatalogue({ total: 57 });
      renderCatalogue();
      await helpersLoaded(20);

      expect(within(refineSearch()).getByText("57 helpers found")).toBeInTheDocument();
      expect(within(availableHelpers()).getByText("57 helpers found")).toBeInTheDocument();
    });

    it("clears the filters from the empty state", async () => {
      setViewportWidth(1280);
      markWelcomeSeen();
      const fetchSpy = stubApi({
        [CATALOGUE]: ({ url }) =>
          jsonResponse(buildCatalogueList(url.searchParams.has("types") ? [] : buildHelpers(2))),
      });
      renderCatalogue("/catalogue?types=Ex-Taiwan");

      expect(await screen.findByRole("heading", { name: "No maids found" })).toBeInTheDocument();
      await userEvent.click(
        within(availableHelpers()).getByRole("button", { name: "Clear All 1" }),
      );

      await helpersLoaded(2);
      expect(addressQuery()).toBe("");
      expect(lastFilterQuery(fetchSpy)).toEqual({});
    });

    it("opens the filters from a button on a phone", async () => {
      setViewportWidth(390);
      markWelcomeSeen();
      const fetchSpy = stubCatalogue({ total: 12 });
      renderCatalogue("/catalogue?country=Philippines");
      await helpersLoaded(12);

      expect(
        screen.queryByRole("region", { name: CATALOGUE_TEXTS.refineSearch }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Filters, 1 active" }));

      const drawer = await screen.findByRole("presentation");
      expect(within(drawer).getByRole("heading", { name: "Refine Search" })).toBeInTheDocument();
      expect(within(drawer).getByText("12 helpers found")).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole("checkbox", { name: "Elderly Care" }));

      expect(addressQuery()).toBe("?country=Philippines&skills=Elderly+Care");
      await waitFor(() =>
        expect(lastFilterQuery(fetchSpy)).toEqual({
          country: "Philippines",
          skills: "Elderly Care",
        }),
      );

      await userEvent.click(within(drawer).getByRole("button", { name: "Show 12 helpers" }));

      await waitFor(() => expect(screen.queryByRole("presentation")).not.toBeInTheDocument());
      expect(screen.getByRole("button", { name: "Filters, 2 active" })).toBeInTheDocument();
    });

    it("shows the filter panel, not the button, from the md breakpoint", async () => {
      setViewportWidth(900);
      markWelcomeSeen();
      stubCatalogue();
      renderCatalogue();
      await helpersLoaded(3);

      expect(refineSearch()).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Filters/ })).not.toBeInTheDocument();
      for (const section of ["Country", "Salary", "Age", "Skills", "Languages"]) {
        expect(screen.getByRole("button", { name: new RegExp(`^${section}`) })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
      expect(screen.getByRole("button", { name: "Experience" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );

      await userEvent.click(screen.getByRole("button", { name: "Skills" }));

      expect(screen.getByRole("button", { name: "Skills" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    });
  });

  describe("welcome dialog", () => {
    it("greets an anonymous visitor once; closing it sets the seen flag", async () => {
      stubCatalogue();
      const { unmount } = renderCatalogue();

      const dialog = await screen.findByRole("dialog", { name: WELCOME_TEXTS.title });
      expect(dialog).toHaveTextContent(/free account/);
      expect(within(dialog).getByRole("link", { name: "Create Account" })).toHaveAttribute(
        "href",
        "/signup",
      );
      expect(within(dialog).getByRole("link", { name: "Sign In" })).toHaveAttribute(
        "href",
        "/login",
      );

      await userEvent.click(within(dialog).getByRole("button", { name: "Continue Browsing" }));

      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(window.localStorage.getItem(WELCOME_SEEN)).not.toBeNull();

      unmount();
      renderCatalogue();
      await helpersLoaded(3);
      expect(screen.getByRole("button", { name: "Reset Welcome" })).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("sets the seen flag when closed with Escape", async () => {
      stubCatalogue();
      renderCatalogue();

      await screen.findByRole("dialog", { name: WELCOME_TEXTS.title });
      await userEvent.keyboard("{Escape}");

      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(window.localStorage.getItem(WELCOME_SEEN)).not.toBeNull();
    });

    it("sets the seen flag and remembers the catalogue when leaving to sign in", async () => {
      stubCatalogue();
      renderCatalogue("/catalogue?country=Myanmar");

      const dialog = await screen.findByRole("dialog", { name: WELCOME_TEXTS.title });
      await userEvent.click(within(dialog).getByRole("link", { name: "Sign In" }));

      expect(window.localStorage.getItem(WELCOME_SEEN)).not.toBeNull();
      expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/catalogue?country=Myanmar");
    });

    it("opens again with Reset Welcome", async () => {
      markWelcomeSeen();
      stubCatalogue();
      renderCatalogue();
      await helpersLoaded(3);

      await userEvent.click(screen.getByRole("button", { name: "Reset Welcome" }));

      const dialog = await screen.findByRole("dialog", { name: WELCOME_TEXTS.title });
      expect(window.localStorage.getItem(WELCOME_SEEN)).toBeNull();
      await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));

      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(window.localStorage.getItem(WELCOME_SEEN)).not.toBeNull();
    });

    it("never greets a signed-in customer, who gets no Reset Welcome either", async () => {
      const fetchSpy = stubCatalogue({ signedIn: true });
      renderCatalogue();
      await helpersLoaded(3);

      await waitFor(() => expect(requestsTo(fetchSpy, "GET /api/user/favorites")).toHaveLength(1));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Reset Welcome" })).not.toBeInTheDocument();
    });

    it("opens from a card's Contact for an anonymous visitor", async () => {
      markWelcomeSeen();
      stubApi({
        [CATALOGUE]: () =>
          jsonResponse(buildCatalogueList([buildPublicHelper({ name: "Su Su Hlaing" })])),
      });
      renderCatalogue();

      const contact = await screen.findByRole("button", {
        name: "Contact the agency about Su Su Hlaing",
      });
      await waitFor(() => expect(contact).toBeEnabled());
      await userEvent.click(contact);

      expect(await screen.findByRole("dialog", { name: WELCOME_TEXTS.title })).toBeInTheDocument();
    });
  });
});

describe("best fit for a family's requirements", () => {
  it("offers a family with requirements the order 'best fit', with reasons, within its filters", async () => {
    const fetchSpy = stubApi({
      [CATALOGUE]: () => jsonResponse(buildCatalogueList(buildHelpers(3), { total: 3 })),
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse([]),
      "GET /api/user/requirements": () => requirementsResponse({ budgetMax: 700 }),
      "GET /api/user/matches": () => matchesResponse([buildMatch({ name: "Best fit helper" })]),
    });
    renderCatalogue("/catalogue?country=Indonesia");

    const sort = await screen.findByRole("combobox", { name: CATALOGUE_FILTER_TEXTS.sortBy });
    await userEvent.click(sort);
    await userEvent.click(
      await screen.findByRole("option", { name: CATALOGUE_FILTER_TEXTS.sorts.bestFit }),
    );

    expect(await screen.findByText("Best fit helper")).toBeVisible();
    expect(screen.getByText("Salary $650, within your $550 to $700")).toBeVisible();
    expect(addressQuery()).toBe("?country=Indonesia&sort=bestFit");
    const asked = requestsTo(fetchSpy, "GET /api/user/matches").at(-1)?.url.searchParams;
    expect(asked?.get("country")).toBe("Indonesia");
  });

  it("offers no such order to a visitor, or to a family without requirements", async () => {
    stubApi({
      [CATALOGUE]: () => jsonResponse(buildCatalogueList(buildHelpers(3), { total: 3 })),
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse([]),
      "GET /api/user/requirements": () => requirementsResponse(),
    });
    renderCatalogue("/catalogue?sort=bestFit");
    expect(await screen.findByText(CATALOGUE_UI_TEXTS.helpersFound(3))).toBeVisible();
    expect(screen.queryByRole("combobox", { name: CATALOGUE_FILTER_TEXTS.sortBy })).toBeNull();
    // Offered, never forced: a link to the profile's requirements.
    expect(
      await screen.findByRole("link", { name: CATALOGUE_FILTER_TEXTS.giveRequirements }),
    ).toHaveAttribute("href", "/profile#requirements");
  });
});
