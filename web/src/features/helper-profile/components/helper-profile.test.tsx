import type { CustomerHelperProfile, PublicHelper } from "@maids/contract/helper.ts";
import { useQueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/shared/query-keys.ts";
import { buildAgency } from "@/testing/agency-factory.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  signedOutResponse,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { buildPublicHelper } from "@/testing/helper-factory.ts";
import { navigatedTo, renderRoute, renderWithProviders } from "@/testing/render.tsx";
import { buildCustomerHelper, HELPER_ID } from "../testing/customer-helper-factory.ts";
import { HelperProfile } from "./helper-profile.tsx";

const HELPER_URL = `GET /api/catalogue/maids/${HELPER_ID}`;

const AGENCY = buildAgency({ name: "HomeHelp SG" });

type StubRoutes = Parameters<typeof stubApi>[0];

function stubAnonymous(
  maid: PublicHelper = buildPublicHelper({ id: HELPER_ID }),
  routes: StubRoutes = {},
) {
  return stubApi({ [HELPER_URL]: () => jsonResponse(maid), ...routes });
}

function stubSignedIn(
  maid: CustomerHelperProfile = buildCustomerHelper(),
  routes: StubRoutes = {},
) {
  return stubApi({
    "GET /api/auth/session": () => profileResponse(),
    "GET /api/user/favorites": () => jsonResponse([]),
    "GET /api/user/interview-requests": () => jsonResponse([]),
    "GET /api/agency": () => jsonResponse(AGENCY),
    [HELPER_URL]: () => jsonResponse(maid),
    ...routes,
  });
}

function renderProfile(at = `/maid/${HELPER_ID}`) {
  return renderRoute(<HelperProfile />, { path: "/maid/:id", at });
}

async function profileHeading(name = "Maricel Dela Cruz") {
  return screen.findByRole("heading", { name, level: 1 });
}

const region = (name: string) => screen.getByRole("region", { name });

describe("HelperProfile", () => {
  it("shows 'Loading...' until the helper arrives, then the profile", async () => {
    const answer = deferredResponse();
    stubApi({ [HELPER_URL]: () => answer.promise });
    renderProfile();

    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    await waitFor(() => expect(document.title).toBe("Maid Profile Details | HomeHelp SG"));

    answer.answer(jsonResponse(buildPublicHelper({ id: HELPER_ID })));

    expect(await profileHeading()).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Maricel Dela Cruz | HomeHelp SG"));
  });

  it("shows 'Maid not found' when the helper does not exist", async () => {
    stubApi({ [HELPER_URL]: () => apiErrorResponse(404, "Maid not found") });
    renderProfile();

    expect(
      await screen.findByRole("heading", { name: "Maid not found", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
  });

  it("shows 'Maid not found' for an address that is no helper id, without asking the API", async () => {
    const fetchSpy = stubApi({});
    renderProfile("/maid/abc");

    expect(
      await screen.findByRole("heading", { name: "Maid not found", level: 1 }),
    ).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.filter(([url]) => String(url).includes("/api/catalogue")),
    ).toHaveLength(0);
  });

  it("asks again without cookies when the credentialed call answers 401", async () => {
    const fetchSpy = stubApi({
      [HELPER_URL]: ({ init }) =>
        init?.credentials === "omit"
          ? jsonResponse(buildPublicHelper({ id: HELPER_ID }))
          : apiErrorResponse(401, "Please sign in to continue."),
    });
    renderProfile();

    expect(await profileHeading()).toBeInTheDocument();
    const calls = requestsTo(fetchSpy, HELPER_URL).map(({ init }) => init?.credentials);
    expect(calls).toEqual(["include", "omit"]);
  });

  it("shows 'Maid not found' when the network fails", async () => {
    stubApi({
      [HELPER_URL]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderProfile();

    expect(
      await screen.findByRole("heading", { name: "Maid not found", level: 1 }),
    ).toBeInTheDocument();
  });

  it("loads the helper again when the visitor signs in", async () => {
    let signedIn = false;
    const fetchSpy = stubSignedIn(undefined, {
      "GET /api/auth/session": () => (signedIn ? profileResponse() : signedOutResponse()),
      [HELPER_URL]: () =>
        jsonResponse(signedIn ? buildCustomerHelper() : buildPublicHelper({ id: HELPER_ID })),
    });
    function SessionRefresher() {
      const queryClient = useQueryClient();
      return (
        <button
          type="button"
          onClick={() => queryClient.invalidateQueries({ queryKey: queryKeys.session })}
        >
          Refresh session
        </button>
      );
    }
    renderRoute(
      <>
        <HelperProfile />
        <SessionRefresher />
      </>,
      { path: "/maid/:id", at: "/maid/7" },
    );
    await profileHeading();
    expect(screen.getByRole("button", { name: "Login to View Full Profile" })).toBeVisible();

    signedIn = true;
    await userEvent.click(screen.getByRole("button", { name: "Refresh session" }));

    expect(await screen.findByRole("region", { name: "Personal Information" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Login to View Full Profile" })).toBeNull();
    expect(requestsTo(fetchSpy, HELPER_URL)).toHaveLength(2);
  });

  describe("for anonymous visitors", () => {
    it("shows the public blocks and a sign-in prompt instead of the private ones", async () => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      expect(screen.getByText("Maid ID 7")).toBeInTheDocument();
      expect(screen.getByText("34 years old")).toBeInTheDocument();
      expect(screen.getByText("$700")).toBeInTheDocument();
      expect(region("About")).toHaveTextContent("Cheerful and patient");
      const quickFacts = region("Quick Facts");
      expect(within(quickFacts).getAllByText("Transfer")).not.toHaveLength(0);
      expect(within(quickFacts).getByText("4 days")).toBeInTheDocument();
      expect(within(quickFacts).getByText("Available")).toBeInTheDocument();
      expect(
        within(within(quickFacts).getByRole("list", { name: "Skills" })).getAllByRole("listitem"),
      ).toHaveLength(2);
      expect(region("Language Proficiency")).toBeInTheDocument();
      expect(region("Work Preferences")).toHaveTextContent("English, Tagalog");

      expect(screen.getByRole("button", { name: "Login to View Full Profile" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Sign Up" })).toBeVisible();
      expect(screen.queryByRole("region", { name: "Personal Information" })).toBeNull();
      expect(screen.queryByRole("region", { name: "Employment History" })).toBeNull();
      expect(screen.queryByText("Loan")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Request Interview" })).toBeNull();
    });

    it("shows the photo blurred", async () => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      const photo = screen.getByRole("img", { name: "Maricel Dela Cruz" });
      expect(photo).toHaveStyle({ filter: "blur(10px)" });
      expect(photo).toHaveAttribute("loading", "eager");
      expect(photo).toHaveAttribute(
        "sizes",
        "(min-width: 900px) 380px, (min-width: 600px) 45vw, 100vw",
      );
    });

    it.each([
      { button: "Login to View Full Profile", to: "/login" },
      { button: "Sign Up", to: "/signup" },
    ])("'$button' saves this address and goes to $to", async ({ button, to }) => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      await userEvent.click(screen.getByRole("button", { name: button }));

      expect(await navigatedTo()).toBe(to);
      expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/maid/7");
    });

    it("sends the visitor to sign in from the favourite toggle", async () => {
      const fetchSpy = stubAnonymous();
      renderProfile();
      await profileHeading();

      await userEvent.click(
        screen.getByRole("button", { name: "Add Maricel Dela Cruz to shortlist" }),
      );

      expect(await navigatedTo()).toBe("/login");
      expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/maid/7");
      expect(requestsTo(fetchSpy, "POST /api/user/favorites/7")).toHaveLength(0);
    });

    it("asks the visitor to sign in before contacting the agency", async () => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      expect(screen.queryByRole("link", { name: "Chat on WhatsApp" })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Sign in to chat on WhatsApp" }));

      expect(await navigatedTo()).toBe("/login");
      expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/maid/7");
    });
  });

  describe("for signed-in customers", () => {
    it("shows the personal information, with 'Not specified' where empty, and the loan", async () => {
      stubSignedIn();
      renderProfile();
      await profileHeading();

      const personal = within(region("Personal Information"));
      expect(personal.getByText("158 cm")).toBeInTheDocument();
      expect(personal.getByText("52 kg")).toBeInTheDocument();
      expect(personal.getByText("Married")).toBeInTheDocument();
      expect(personal.getByText("2")).toBeInTheDocument();
      expect(personal.getByText("Catholic")).toBeInTheDocument();
      expect(personal.getByText("Not specified")).toBeInTheDocument();
      expect(screen.getByText("Loan")).toBeInTheDocument();
      expect(screen.getByText("$1,200")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Login to View Full Profile" })).toBeNull();
      expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).not.toHaveStyle({
        filter: "blur(10px)",
      });
    });

    it("lists the employment history newest first, with durations", async () => {
      stubSignedIn();
      renderProfile();
      await profileHeading();

      const entries = within(region("Employment History")).getAllByRole("listitem");
      expect(entries).toHaveLength(3);
      const [taiwan, hongKong, singapore] = entries as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(taiwan).getByRole("heading", { name: "Taiwan" })).toBeInTheDocument();
      expect(taiwan).toHaveTextContent("20 days");
      expect(hongKong).toHaveTextContent("5 months");
      expect(singapore).toHaveTextContent("2 years 3 months");
      expect(singapore).toHaveTextContent("15 Jan 2018 – 20 Apr 2020");
      expect(singapore).toHaveTextContent("4");
      expect(singapore).toHaveTextContent("Cooking and childcare");
      expect(singapore).toHaveTextContent("Chinese family with two toddlers");
      expect(singapore).toHaveTextContent("Family relocated overseas");
    });

    it("says so when there is no employment history", async () => {
      stubSignedIn(buildCustomerHelper({ employmentDetails: [] }));
      renderProfile();
      await profileHeading();

      expect(region("Employment History")).toHaveTextContent("No employment history recorded.");
    });
  });

  describe("language proficiency", () => {
    it("shows rated English, Chinese and Dialect with stars", async () => {
      stubAnonymous(
        buildPublicHelper({
          id: HELPER_ID,
          maidDetails: {
            description: "",
            restDay: 4,
            englishRating: 3,
            chineseRating: 1,
            dialectRating: 0,
          },
        }),
      );
      renderProfile();
      await profileHeading();

      const languages = within(region("Language Proficiency")).getAllByRole("listitem");
      expect(languages.map((row) => row.firstChild?.textContent)).toEqual(["English", "Chinese"]);
      expect(
        within(languages[0] as HTMLElement).getByRole("img", { name: "3 Stars" }),
      ).toBeVisible();
      expect(
        within(languages[1] as HTMLElement).getByRole("img", { name: "1 Star" }),
      ).toBeVisible();
    });

    it("falls back to the country's languages, rated 'Basic', when none is rated", async () => {
      stubAnonymous(
        buildPublicHelper({
          id: HELPER_ID,
          maidDetails: {
            description: "",
            restDay: 4,
            englishRating: null,
            chineseRating: 0,
            dialectRating: null,
          },
        }),
      );
      renderProfile();
      await profileHeading();

      const languages = within(region("Language Proficiency")).getAllByRole("listitem");
      expect(languages.map((row) => row.textContent)).toEqual(["EnglishBasic", "TagalogBasic"]);
    });
  });

  describe("country flag", () => {
    it("shows the helper's flag, named after the country", async () => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      expect(screen.getByRole("img", { name: "Philippines" })).toHaveAttribute("data-flag", "ph");
    });

    it("shows the 'un' flag for a country without one", async () => {
      stubAnonymous(buildPublicHelper({ id: HELPER_ID, country: "Nepal" }));
      renderProfile();
      await profileHeading();

      expect(screen.getByRole("img", { name: "Nepal" })).toHaveAttribute("data-flag", "un");
    });
  });

  describe("favourite toggle", () => {
    it("shortlists the helper once the server agrees", async () => {
      const answer = deferredResponse();
      const fetchSpy = stubSignedIn(undefined, {
        "POST /api/user/favorites/7": () => answer.promise,
      });
      renderProfile();
      await profileHeading();

      await userEvent.click(
        screen.getByRole("button", { name: "Add Maricel Dela Cruz to shortlist" }),
      );
      expect(
        screen.getByRole("button", { name: "Add Maricel Dela Cruz to shortlist" }),
      ).toBeDisabled();

      answer.answer(jsonResponse({ maidId: 7, isFavorite: true }));

      expect(
        await screen.findByRole("button", { name: "Remove Maricel Dela Cruz from shortlist" }),
      ).toBeEnabled();
      expect(requestsTo(fetchSpy, "POST /api/user/favorites/7")[0]?.body).toEqual({ maidId: 7 });
    });

    it("stays as it was when the server refuses", async () => {
      const consoleErrors = expectConsoleErrors();
      stubSignedIn(undefined, {
        "POST /api/user/favorites/7": () => apiErrorResponse(500, "Something went wrong."),
      });
      renderProfile();
      await profileHeading();

      await userEvent.click(
        screen.getByRole("button", { name: "Add Maricel Dela Cruz to shortlist" }),
      );

      await waitFor(() => expect(consoleErrors).toHaveLength(1));
      expect(
        screen.getByRole("button", { name: "Add Maricel Dela Cruz to shortlist" }),
      ).toBeEnabled();
    });

    it("shows a shortlisted helper as such", async () => {
      stubSignedIn(undefined, {
        "GET /api/user/favorites": () => jsonResponse([buildPublicHelper({ id: HELPER_ID })]),
      });
      renderProfile();

      expect(
        await screen.findByRole("button", { name: "Remove Maricel Dela Cruz from shortlist" }),
      ).toBeInTheDocument();
    });
  });

  describe("Request Interview", () => {
    it("sends the request, shows it is busy, then confirms it", async () => {
      const answer = deferredResponse();
      const fetchSpy = stubSignedIn(undefined, {
        "POST /api/user/interview-requests": () => answer.promise,
      });
      renderProfile();
      await profileHeading();

      await userEvent.click(screen.getByRole("button", { name: "Request Interview" }));

      expect(screen.getByRole("button", { name: "Sending request..." })).toBeDisabled();
      expect(requestsTo(fetchSpy, "POST /api/user/interview-requests")[0]?.body).toEqual({
        maidId: 7,
      });

      answer.answer(jsonResponse({ maidId: 7, requestedAt: "2026-11-21T08:00:00.000Z" }, 201));

      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Interview request sent. We will contact you shortly to arrange it.",
      );
      expect(screen.getByRole("button", { name: "Interview requested" })).toBeDisabled();
    });

    it("shows the server's message when the request fails", async () => {
      stubSignedIn(undefined, {
        "POST /api/user/interview-requests": () =>
          apiErrorResponse(409, "This helper is no longer available."),
      });
      renderProfile();
      await profileHeading();

      await userEvent.click(screen.getByRole("button", { name: "Request Interview" }));

      expect(await screen.findByRole("alert")).toHaveTextContent(
        "This helper is no longer available.",
      );
      expect(screen.getByRole("button", { name: "Request Interview" })).toBeEnabled();
    });

    it("shows an earlier request on a later visit, dated in the viewer's time zone", async () => {
      const localNoon = new Date(2026, 10, 20, 12, 0).toISOString();
      stubSignedIn(undefined, {
        "GET /api/user/interview-requests": () =>
          jsonResponse([{ maidId: 7, requestedAt: localNoon }]),
      });
      renderProfile();
      await profileHeading();

      expect(await screen.findByRole("button", { name: "Interview requested" })).toBeDisabled();
      expect(screen.getByText("You asked for an interview on 20 Nov 2026.")).toBeInTheDocument();
    });
  });

  it("opens a WhatsApp chat whose text names the helper and her ID", async () => {
    stubSignedIn();
    renderProfile();
    await profileHeading();

    const link = await screen.findByRole("link", { name: "Chat on WhatsApp" });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/6591234567");
    expect(url.searchParams.get("text")).toBe(
      "Hi, I'm interested in Maricel Dela Cruz (maid ID 7).",
    );
    expect(link).toHaveAttribute("target", "_blank");
  });

  describe("Back to Search", () => {
    it("goes to the catalogue when the visitor landed on the profile", async () => {
      stubAnonymous();
      renderProfile();
      await profileHeading();

      await userEvent.click(screen.getByRole("button", { name: "Back to Search" }));

      expect(await navigatedTo()).toBe("/catalogue");
    });

    it("goes back one step after browsing within the site", async () => {
      stubAnonymous();
      renderWithProviders(
        <Routes>
          <Route path="/" element={<Link to="/maid/7">Open profile</Link>} />
          <Route path="/maid/:id" element={<HelperProfile />} />
        </Routes>,
      );

      await userEvent.click(screen.getByRole("link", { name: "Open profile" }));
      await profileHeading();
      await userEvent.click(screen.getByRole("button", { name: "Back to Search" }));

      expect(await screen.findByRole("link", { name: "Open profile" })).toBeInTheDocument();
    });
  });
});
