import { SHORTLIST_UNAVAILABLE_TEXTS } from "@maids/contract/favourites.ts";
import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
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
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { ShortlistView } from "./shortlist-view.tsx";

function renderShortlist() {
  return renderRoute(<ShortlistView />, { path: "/shortlisted" });
}

function shortlistCards() {
  return within(screen.getByRole("list", { name: SHORTLIST_TEXTS.title })).getAllByRole("article");
}

describe("ShortlistView", () => {
  it("sends a signed-out visitor to /login and remembers to come back", async () => {
    const fetchSpy = stubApi({});
    renderShortlist();

    expect(await navigatedTo()).toBe("/login");
    expect(window.localStorage.getItem("redirectAfterLogin")).toBe("/shortlisted");
    expect(requestsTo(fetchSpy, "GET /api/user/favorites")).toHaveLength(0);
  });

  it("shows skeleton cards while loading, then the shortlisted helpers and their count", async () => {
    const loaded = deferredResponse();
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": async () => {
        await loaded.promise;
        return jsonResponse([
          buildPublicHelper({ name: "Siti Rahayu", photoIsBlurred: false }),
          buildPublicHelper({ name: "Aye Aye Mon", photoIsBlurred: false }),
        ]);
      },
    });
    renderShortlist();

    expect(
      screen.getByRole("heading", { name: SHORTLIST_TEXTS.title, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading your shortlist" })).toBeInTheDocument();

    await waitFor(() => expect(requestsTo(fetchSpy, "GET /api/user/favorites")).toHaveLength(1));
    loaded.answer(new Response());

    await waitFor(() => expect(shortlistCards()).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Siti Rahayu" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Aye Aye Mon" })).toBeInTheDocument();
    expect(screen.getByText("2 helpers")).toBeInTheDocument();
    expect(
      screen.queryByRole("status", { name: "Loading your shortlist" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("redirectAfterLogin")).toBeNull();
  });

  it("drops a helper from the list when their heart is untoggled", async () => {
    let shortlist = [
      buildPublicHelper({ id: 501, name: "Siti Rahayu", photoIsBlurred: false }),
      buildPublicHelper({ id: 502, name: "Aye Aye Mon", photoIsBlurred: false }),
    ];
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse(shortlist),
      "DELETE /api/user/favorites/501": () => {
        shortlist = shortlist.filter((maid) => maid.id !== 501);
        return jsonResponse({ maidId: 501, isFavorite: false });
      },
    });
    renderShortlist();
    await waitFor(() => expect(shortlistCards()).toHaveLength(2));

    await userEvent.click(
      screen.getByRole("button", { name: "Remove Siti Rahayu from shortlist" }),
    );

    await waitFor(() => expect(shortlistCards()).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Siti Rahayu" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Aye Aye Mon" })).toBeInTheDocument();
    expect(screen.getByText("1 helper")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: SHORTLIST_TEXTS.title })).toHaveFocus();
    expect(requestsTo(fetchSpy, "DELETE /api/user/favorites/501")).toHaveLength(1);
  });

  it("shows a helper no longer available as a neutral card the family can remove", async () => {
    let shortlist = [
      {
        ...buildPublicHelper({ id: 601, name: "Nur Aini", photoIsBlurred: false }),
        noLongerAvailable: true,
      },
      buildPublicHelper({ id: 602, name: "Aye Aye Mon", photoIsBlurred: false }),
    ];
    const fetchSpy = stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse(shortlist),
      "DELETE /api/user/favorites/601": () => {
        shortlist = shortlist.filter((maid) => maid.id !== 601);
        return jsonResponse({ maidId: 601, isFavorite: false });
      },
    });
    renderShortlist();
    await waitFor(() => expect(shortlistCards()).toHaveLength(2));

    const card = screen.getByRole("article", { name: "Nur Aini" });
    expect(within(card).getByText(SHORTLIST_UNAVAILABLE_TEXTS.notice)).toBeInTheDocument();
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole("button", { name: SHORTLIST_UNAVAILABLE_TEXTS.remove }),
    );

    await waitFor(() => expect(shortlistCards()).toHaveLength(1));
    expect(requestsTo(fetchSpy, "DELETE /api/user/favorites/601")).toHaveLength(1);
  });

  it("says so when nothing is shortlisted and offers to browse helpers", async () => {
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () => jsonResponse([]),
    });
    renderShortlist();

    expect(
      await screen.findByRole("heading", { name: SHORTLIST_TEXTS.empty, level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText("0 helpers")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse helpers" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("shows none and logs the error when the shortlist cannot be loaded", async () => {
    const consoleErrors = expectConsoleErrors();
    stubApi({
      "GET /api/auth/session": () => profileResponse(),
      "GET /api/user/favorites": () =>
        apiErrorResponse(500, "Something went wrong on our side. Please try again later."),
    });
    renderShortlist();

    expect(await screen.findByRole("heading", { name: SHORTLIST_TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByText("0 helpers")).toBeInTheDocument();
    await waitFor(() => expect(consoleErrors).toHaveLength(1));
    expect(String(consoleErrors[0]?.[0])).toContain("shortlist could not be loaded");
  });
});
