import { availabilityOf } from "@maids/contract/derived.ts";
import { SKILLS } from "@maids/contract/enums.ts";
import { WELCOME_TEXTS } from "@maids/contract/messages.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { buildPublicHelper } from "@/testing/helper-factory.ts";
import { stubIntersectionObserver } from "@/testing/intersection-observer.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { HelperCard } from "./helper-card.tsx";
import { HELPER_CARD_TEXTS } from "./texts.ts";

const EIGHT_SKILLS = [...SKILLS];

function contactButton() {
  return screen.getByRole("button", { name: /^Contact the agency about/ });
}

function skillIcons() {
  return within(screen.getByRole("list", { name: "Skills" })).getAllByRole("img");
}

const AGENCY = buildAgency();

/** The API as a signed-in customer sees it; `routes` add to or replace its answers. */
function stubSignedIn(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/auth/session": () => profileResponse(),
    "GET /api/user/favorites": () => jsonResponse([]),
    "GET /api/agency": () => jsonResponse(AGENCY),
    ...routes,
  });
}

describe("HelperCard", () => {
  beforeEach(() => {
    stubApi({});
  });

  it("shows the helper's name, country, age and salary, and links to the profile", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 7, salary: 1050 })} />);

    const nameLink = screen.getByRole("link", { name: "Maricel Dela Cruz" });
    expect(nameLink).toHaveAttribute("href", "/maid/7");
    // Second-level: every page listing cards has its own first-level heading above them.
    expect(
      screen.getByRole("heading", { name: "Maricel Dela Cruz", level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Philippines · 34 yrs")).toBeInTheDocument();
    expect(screen.getByText("$1,050")).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
  });

  describe("her availability chip", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Draws her card at this moment (UTC). */
    function chipAt(now: string, overrides: Parameters<typeof buildPublicHelper>[0]) {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
      renderWithProviders(<HelperCard maid={buildPublicHelper(overrides)} />);
    }

    it("says when she can start while that day is still to come in Singapore", () => {
      chipAt("2026-12-14T15:59:00Z", { availableFrom: "2026-12-15" });
      expect(screen.getByText(HELPER_CARD_TEXTS.availableFrom("15 Dec"))).toBeInTheDocument();
      expect(screen.queryByText(availabilityOf(false))).not.toBeInTheDocument();
    });

    it("says Available from that day on (midnight in Singapore) and without a day", () => {
      chipAt("2026-12-14T16:00:00Z", { availableFrom: "2026-12-15" });
      expect(screen.getByText(availabilityOf(false))).toBeInTheDocument();
      expect(screen.queryByText(/Available from/)).not.toBeInTheDocument();
    });

    it("says Employed for an employed helper, whatever her day", () => {
      chipAt("2026-12-01T00:00:00Z", { isEmployed: true, availableFrom: "2026-12-15" });
      expect(screen.getByText(availabilityOf(true))).toBeInTheDocument();
      expect(screen.queryByText(/Available/)).not.toBeInTheDocument();
    });
  });

  it.each([
    { type: ["Transfer", "Ex-Singapore"], badge: "Transfer" },
    { type: ["New/Fresh"], badge: "New/Fresh" },
    { type: ["Ex-Hongkong", "Ex-Taiwan"], badge: "Experienced" },
    { type: [], badge: "Experienced" },
  ])("badges a helper of types $type as $badge", ({ type, badge }) => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ type })} />);

    expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it.each([
    { device: "phone", width: 390, shown: 2, more: "+6 more skills" },
    { device: "tablet", width: 768, shown: 4, more: "+4 more skills" },
    { device: "desktop", width: 1280, shown: 6, more: "+2 more skills" },
  ])("shows $shown skill icons on a $device and counts the rest", ({ width, shown, more }) => {
    setViewportWidth(width);
    renderWithProviders(<HelperCard maid={buildPublicHelper({ skills: EIGHT_SKILLS })} />);

    expect(skillIcons()).toHaveLength(shown);
    expect(screen.getByText(more)).toBeInTheDocument();
  });

  describe("far down a long list", () => {
    it("is an outline of her name, country and age until it comes near the screen", () => {
      const bringIntoView = stubIntersectionObserver();
      renderWithProviders(
        <HelperCard maid={buildPublicHelper({ id: 7, salary: 1050 })} outlineUntilNear />,
      );

      const nameLink = screen.getByRole("link", { name: "Maricel Dela Cruz" });
      expect(nameLink).toHaveAttribute("href", "/maid/7");
      expect(screen.getByRole("article")).toContainElement(nameLink);
      expect(screen.getByText("Philippines · 34 yrs")).toBeInTheDocument();
      expect(screen.queryByRole("img", { name: "Maricel Dela Cruz" })).not.toBeInTheDocument();
      expect(screen.queryByText("$1,050")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Contact/ })).not.toBeInTheDocument();

      bringIntoView();

      expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).toBeInTheDocument();
      expect(screen.getByText("$1,050")).toBeInTheDocument();
      expect(contactButton()).toBeInTheDocument();
      expect(skillIcons().length).toBeGreaterThan(0);
      // The same link: a visitor who had tabbed to it keeps her place.
      expect(screen.getByRole("link", { name: "Maricel Dela Cruz" })).toBe(nameLink);
    });

    it("is drawn whole at once where the browser cannot tell what is near", () => {
      vi.stubGlobal("IntersectionObserver", undefined);
      renderWithProviders(
        <HelperCard maid={buildPublicHelper({ id: 7, salary: 1050 })} outlineUntilNear />,
      );

      expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).toBeInTheDocument();
      expect(screen.getByText("$1,050")).toBeInTheDocument();
    });
  });

  it("has no 'more skills' badge when every skill fits", () => {
    setViewportWidth(390);
    renderWithProviders(
      <HelperCard maid={buildPublicHelper({ skills: ["Cooking", "Childcare"] })} />,
    );

    expect(skillIcons().map((icon) => icon.getAttribute("aria-label"))).toEqual([
      "Cooking",
      "Childcare",
    ]);
    expect(screen.queryByText(/more skills/)).not.toBeInTheDocument();
  });

  it("keeps a loading skeleton behind the photo until it has loaded", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 12 })} />);

    const photo = screen.getByRole("img", { name: "Maricel Dela Cruz" });
    expect(photo).toHaveAttribute("src", "/api/images/ab12/card-blurred.webp");
    expect(photo.parentElement).toHaveAttribute("aria-busy", "true");

    fireEvent.load(photo);

    expect(photo.parentElement).toHaveAttribute("aria-busy", "false");
  });

  it("offers the browser the clear photo's three widths, and a blurred photo's one file", () => {
    const { unmount } = renderWithProviders(
      <HelperCard
        maid={buildPublicHelper({
          id: 12,
          photoIsBlurred: false,
          imageUrl: "/api/images/ab12/card.webp",
          imageUrls: {
            thumbnail: "/api/images/ab12/thumbnail.webp",
            card: "/api/images/ab12/card.webp",
            detail: "/api/images/ab12/detail.webp",
          },
        })}
      />,
    );
    expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).toHaveAttribute(
      "srcset",
      "/api/images/ab12/thumbnail.webp 160w, /api/images/ab12/card.webp 480w, /api/images/ab12/detail.webp 800w",
    );
    unmount();

    renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 12 })} />);
    expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).not.toHaveAttribute("srcset");
  });

  it("shows a placeholder when the photo cannot be loaded", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper()} />);

    fireEvent.error(screen.getByRole("img", { name: "Maricel Dela Cruz" }));

    expect(screen.queryByRole("img", { name: "Maricel Dela Cruz" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Photo of Maricel Dela Cruz is not available" }),
    ).toBeInTheDocument();
  });

  it("shows the placeholder straight away for a helper without a photo", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ imageUrl: "", imageUrls: null })} />);

    expect(
      screen.getByRole("img", { name: "Photo of Maricel Dela Cruz is not available" }),
    ).toBeInTheDocument();
  });

  it("blurs a blurred photo further and blocks its context menu", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ photoIsBlurred: true })} />);

    const photo = screen.getByRole("img", { name: "Maricel Dela Cruz" });
    expect(photo).toHaveStyle({ filter: "blur(12px)", transform: "scale(1.1)" });
    expect(photo).toHaveAttribute("draggable", "false");
    expect(fireEvent.contextMenu(photo)).toBe(false);
  });

  it("does not blur a clear photo", () => {
    renderWithProviders(<HelperCard maid={buildPublicHelper({ photoIsBlurred: false })} />);

    expect(screen.getByRole("img", { name: "Maricel Dela Cruz" })).not.toHaveStyle({
      filter: "blur(12px)",
    });
  });

  describe("for an anonymous visitor", () => {
    it("has no shortlist heart", async () => {
      renderWithProviders(<HelperCard maid={buildPublicHelper()} />);

      await waitFor(() => expect(contactButton()).toBeEnabled());
      expect(screen.queryByRole("button", { name: /shortlist/ })).not.toBeInTheDocument();
    });

    it("opens the welcome dialog on Contact, and closing it marks it as seen", async () => {
      renderWithProviders(<HelperCard maid={buildPublicHelper({ name: "Siti Rahayu" })} />);

      const contact = await screen.findByRole("button", {
        name: "Contact the agency about Siti Rahayu",
      });
      await waitFor(() => expect(contact).toBeEnabled());
      await userEvent.click(contact);

      const dialog = await screen.findByRole("dialog", { name: WELCOME_TEXTS.title });
      expect(within(dialog).getByRole("link", { name: "Create Account" })).toHaveAttribute(
        "href",
        "/signup",
      );
      expect(within(dialog).getByRole("link", { name: "Sign In" })).toHaveAttribute(
        "href",
        "/login",
      );
      expect(window.localStorage.getItem("welcomeSeen")).toBeNull();

      await userEvent.click(within(dialog).getByRole("button", { name: "Continue Browsing" }));

      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(window.localStorage.getItem("welcomeSeen")).not.toBeNull();
    });

    it("keeps Contact and the profile link apart", async () => {
      renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 7 })} />);

      await waitFor(() => expect(contactButton()).toBeEnabled());
      await userEvent.tab();
      expect(screen.getByRole("link", { name: "Maricel Dela Cruz" })).toHaveFocus();
      await userEvent.tab();
      expect(contactButton()).toHaveFocus();
    });
  });

  describe("for a signed-in customer", () => {
    it("contacts the agency on WhatsApp about this helper", async () => {
      stubSignedIn();
      renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 31, name: "Siti Rahayu" })} />);

      const contact = await screen.findByRole("link", {
        name: "Contact the agency about Siti Rahayu on WhatsApp (opens in a new tab)",
      });
      expect(contact).toHaveAttribute(
        "href",
        `https://wa.me/6591234567?text=${encodeURIComponent("Hi, I'm interested in maid ID 31.")}`,
      );
      expect(contact).toHaveAttribute("target", "_blank");
      expect(contact.getAttribute("rel")).toContain("noopener");
      expect(screen.getByText("Contact")).toBeInTheDocument();
    });

    it("adds the helper to the shortlist once the server has", async () => {
      const saved = deferredResponse();
      const fetchSpy = stubSignedIn({ "POST /api/user/favorites/31": () => saved.promise });
      renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 31, name: "Siti Rahayu" })} />);

      const heart = await screen.findByRole("button", { name: "Add Siti Rahayu to shortlist" });
      expect(heart).toHaveAttribute("aria-pressed", "false");
      await userEvent.click(heart);

      expect(requestsTo(fetchSpy, "POST /api/user/favorites/31")[0]?.body).toEqual({ maidId: 31 });
      expect(heart).toHaveAttribute("aria-pressed", "false");

      saved.answer(jsonResponse({ maidId: 31, isFavorite: true }));

      const pressed = await screen.findByRole("button", {
        name: "Remove Siti Rahayu from shortlist",
      });
      expect(pressed).toHaveAttribute("aria-pressed", "true");
    });

    it("removes a shortlisted helper", async () => {
      const maid = buildPublicHelper({ id: 31, name: "Siti Rahayu" });
      const fetchSpy = stubSignedIn({
        "GET /api/user/favorites": () => jsonResponse([maid]),
        "DELETE /api/user/favorites/31": () => jsonResponse({ maidId: 31, isFavorite: false }),
      });
      renderWithProviders(<HelperCard maid={maid} />);

      const heart = await screen.findByRole("button", {
        name: "Remove Siti Rahayu from shortlist",
      });
      expect(heart).toHaveAttribute("aria-pressed", "true");
      await userEvent.click(heart);

      expect(
        await screen.findByRole("button", { name: "Add Siti Rahayu to shortlist" }),
      ).toHaveAttribute("aria-pressed", "false");
      expect(requestsTo(fetchSpy, "DELETE /api/user/favorites/31")).toHaveLength(1);
    });

    it("leaves the heart as it was when the server refuses", async () => {
      const consoleErrors = expectConsoleErrors();
      stubSignedIn({
        "POST /api/user/favorites/31": () =>
          apiErrorResponse(500, "Something went wrong on our side. Please try again later."),
      });
      renderWithProviders(<HelperCard maid={buildPublicHelper({ id: 31, name: "Siti Rahayu" })} />);

      await userEvent.click(
        await screen.findByRole("button", { name: "Add Siti Rahayu to shortlist" }),
      );

      await waitFor(() => expect(consoleErrors).toHaveLength(1));
      const heart = screen.getByRole("button", { name: "Add Siti Rahayu to shortlist" });
      await waitFor(() => expect(heart).toBeEnabled());
      expect(heart).toHaveAttribute("aria-pressed", "false");
    });
  });
});
