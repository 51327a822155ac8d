import { screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { deferredResponse, jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { TopNav } from "./top-nav.tsx";

const MENU_LINKS = [
  ["Search", "/catalogue"],
  ["Shortlisted", "/shortlisted"],
  ["Pricing", "/"],
  ["Recommendation", "/Recommend"],
];

describe("TopNav", () => {
  it("links the menu entries, sign in, sign up and 'FIND A HELPER' for a signed-out visitor", () => {
    renderWithProviders(<TopNav account={{ isSignedIn: false }} />);

    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(MENU_LINKS);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "FIND A HELPER" })).toHaveAttribute(
      "href",
      "/Catalogue",
    );
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("offers the profile and Sign out to a signed-in customer", async () => {
    const onSignOut = vi.fn();
    renderWithProviders(<TopNav account={{ isSignedIn: true, onSignOut }} />);

    expect(screen.getByRole("link", { name: "My profile" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("closes the phone menu when Sign out is chosen in it", async () => {
    const onSignOut = vi.fn();
    renderWithProviders(<TopNav account={{ isSignedIn: true, onSignOut }} />);

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("presentation");
    await userEvent.click(within(drawer).getByRole("button", { name: "Sign out" }));

    expect(onSignOut).toHaveBeenCalledOnce();
    await waitForElementToBeRemoved(drawer);
  });

  it("opens the phone menu as a drawer and closes it when a link is chosen", async () => {
    renderWithProviders(<TopNav account={{ isSignedIn: false }} />);

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));

    const drawer = await screen.findByRole("presentation");
    const shortlisted = within(drawer).getByRole("link", { name: "Shortlisted" });
    expect(within(drawer).getByRole("link", { name: "FIND A HELPER" })).toBeInTheDocument();

    await userEvent.click(shortlisted);

    await waitForElementToBeRemoved(drawer);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("names the configured agency in the brand link, which leads home", async () => {
    const agency = deferredResponse();
    stubApi({ "GET /api/agency": () => agency.promise });
    renderWithProviders(<TopNav account={{ isSignedIn: false }} />);

    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    agency.answer(jsonResponse(buildAgency()));

    expect(await within(banner).findByRole("link", { name: "Harbour Helpers" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("marks the current page in the menu: Pricing on the landing page", () => {
    renderWithProviders(<TopNav account={{ isSignedIn: false }} />);

    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Search" })).not.toHaveAttribute("aria-current");
  });
});
