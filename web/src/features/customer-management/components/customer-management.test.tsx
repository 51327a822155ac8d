import type { AdminUser } from "@maids/contract/admin.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  apiErrorResponse,
  jsonResponse,
  requestsTo,
  type StubbedRequest,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { navigatedTo, renderRoute } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import {
  buildAdminUser,
  buildShareLink,
  favorite,
  recommendation,
} from "../testing/admin-fixtures.ts";
import { CustomerManagement } from "./customer-management.tsx";

const WEI_LING = buildAdminUser({
  id: 42,
  name: "Tan Wei Ling",
  email: "weiling@example.sg",
  favorites: [favorite(11, "Siti Rahayu"), favorite(12, "Aye Aye Mon")],
  recommendations: recommendation([
    { id: 21, name: "Maricel Santos" },
    { id: 22, name: "Nur Aini" },
    { id: 23, name: "Thida Win" },
  ]),
  interviewRequests: [
    {
      maidId: 11,
      requestedAt: "2025-03-12T04:00:00.000Z",
      helperAnswer: null,
      maid: {
        name: "Siti Rahayu",
        imageUrl: "/api/images/f11/thumbnail.webp",
        country: "Indonesia",
      },
    },
  ],
});
const RAJ = buildAdminUser({ id: 43, name: "Rajesh Kumar", email: "raj@example.com" });

const usersAnswer =
  (users: AdminUser[], total = users.length) =>
  () =>
    jsonResponse({ users, total });

function renderCustomers({ onLogOut = vi.fn(), at = "/userManagement" } = {}) {
  return renderRoute(<CustomerManagement onLogOut={onLogOut} isLoggingOut={false} />, {
    path: "/userManagement",
    at,
  });
}

const table = () => screen.findByRole("table", { name: "Customers" });
const rowTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((cell) => cell.textContent),
    );

async function openDetails(name: string) {
  await userEvent.click(await screen.findByRole("button", { name: `View Details for ${name}` }));
  return screen.findByRole("dialog", { name: new RegExp(name) });
}

describe("CustomerManagement", () => {
  it("lists ID, Name, Email and the favourite and recommendation counts of page 1", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({ "GET /api/admin/users": usersAnswer([WEI_LING, RAJ]) });
    renderCustomers();

    expect(
      screen.getByRole("heading", { name: "Customer Management", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading customers" })).toBeInTheDocument();
    const list = await table();
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["ID", "Name", "Email", "Favorites", "Recommendations", "View Details"]);
    expect(rowTexts(list).slice(1)).toEqual([
      ["42", "Tan Wei Ling", "weiling@example.sg", "2", "3", "View Details"],
      ["43", "Rajesh Kumar", "raj@example.com", "0", "0", "View Details"],
    ]);
    const [request] = requestsTo(fetchSpy, "GET /api/admin/users");
    expect(request?.url.search).toBe("?page=1&limit=10");
    expect(request?.init?.credentials).toBe("include");
    expect(screen.getByText(/^2 accounts/)).toBeInTheDocument();
  });

  it("shows cards with the same facts on phones", async () => {
    setViewportWidth(390);
    stubApi({ "GET /api/admin/users": usersAnswer([WEI_LING, RAJ]) });
    renderCustomers();

    const cards = within(await screen.findByRole("list", { name: "Customers" })).getAllByRole(
      "article",
    );
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Tan Wei Ling" })).toBeInTheDocument();
    expect(first.getByText("weiling@example.sg")).toBeInTheDocument();
    expect(first.getByText("ID 42")).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent("Favorites: 2");
    expect(cards[0]).toHaveTextContent("Recommendations: 3");
    expect(first.getByRole("button", { name: "View Details for Tan Wei Ling" })).toBeVisible();
  });

  it("finds customers on the server by name, email or phone, from the first page", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "GET /api/admin/users": ({ url }: StubbedRequest) => {
        const search = url.searchParams.get("search");
        if (!search) return jsonResponse({ users: [WEI_LING, RAJ], total: 2 });
        return jsonResponse(
          search === "rajesh" ? { users: [RAJ], total: 1 } : { users: [], total: 0 },
        );
      },
    });
    renderCustomers();
    await table();
    const search = screen.getByRole("searchbox", { name: "Search users by name, email or phone" });

    await userEvent.type(search, "rajesh");
    await waitFor(() =>
      expect(
        rowTexts(screen.getByRole("table"))
          .slice(1)
          .map((row) => row[1]),
      ).toEqual(["Rajesh Kumar"]),
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/users").at(-1)?.url.search).toBe(
      "?page=1&limit=10&search=rajesh",
    );

    await userEvent.type(search, "zzz");
    expect(await screen.findByText('No customers match "rajeshzzz".')).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(rowTexts(screen.getByRole("table")).slice(1)).toHaveLength(2));
  });

  it("pages with Previous and Next, each disabled at its end", async () => {
    setViewportWidth(1280);
    const pageOne = Array.from({ length: 10 }, (_, index) =>
      buildAdminUser({ id: 100 + index, name: `Customer ${index + 1}`, email: `c${index}@x.sg` }),
    );
    const fetchSpy = stubApi({
      "GET /api/admin/users": ({ url }: StubbedRequest) =>
        url.searchParams.get("page") === "2"
          ? jsonResponse({ users: [RAJ], total: 11 })
          : jsonResponse({ users: pageOne, total: 11 }),
    });
    renderCustomers();
    await table();
    const pager = screen.getByRole("navigation", { name: "Customer pages" });
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));

    await waitFor(() =>
      expect(
        rowTexts(screen.getByRole("table"))
          .slice(1)
          .map((row) => row[1]),
      ).toEqual(["Rajesh Kumar"]),
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/users").at(-1)?.url.search).toBe(
      "?page=2&limit=10",
    );
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole("button", { name: "Previous" }));

    await waitFor(() => expect(rowTexts(screen.getByRole("table")).slice(1)).toHaveLength(10));
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(pager).getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("opens at the page in the address", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({ "GET /api/admin/users": usersAnswer([RAJ], 11) });
    renderCustomers({ at: "/userManagement?page=2" });

    await table();
    expect(requestsTo(fetchSpy, "GET /api/admin/users")[0]?.url.search).toBe("?page=2&limit=10");
  });

  it("says 'Failed to load users' and loads again on Retry", async () => {
    setViewportWidth(1280);
    let fails = true;
    stubApi({
      "GET /api/admin/users": () =>
        fails ? apiErrorResponse(500, "Boom") : jsonResponse({ users: [RAJ], total: 1 }),
    });
    renderCustomers();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load users");
    fails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await table()).toHaveTextContent("Rajesh Kumar");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when there are no customers yet", async () => {
    stubApi({ "GET /api/admin/users": usersAnswer([]) });
    renderCustomers();

    expect(await screen.findByRole("heading", { name: "No customers yet" })).toBeInTheDocument();
  });

  it("calls the Log Out action", async () => {
    const onLogOut = vi.fn();
    stubApi({ "GET /api/admin/users": usersAnswer([RAJ]) });
    renderCustomers({ onLogOut });

    await userEvent.click(screen.getByRole("button", { name: "Log Out" }));

    expect(onLogOut).toHaveBeenCalledOnce();
  });
});

describe("the customer's detail dialog", () => {
  it("shows the favourites, then the recommendations, in tabs", async () => {
    setViewportWidth(1280);
    stubApi({ "GET /api/admin/users": usersAnswer([WEI_LING]) });
    renderCustomers();

    const dialog = await openDetails("Tan Wei Ling");
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Favorites",
      "Recommendations",
      "Interview requests",
      "Links",
      "Cases",
      "Contact",
    ]);
    expect(within(dialog).getByRole("tab", { name: "Favorites" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const favourites = within(dialog).getByRole("list", { name: "Favorites" });
    const siti = within(favourites).getByRole("link", { name: /Siti Rahayu/ });
    expect(siti).toHaveAttribute("href", "/maid/11");
    expect(siti).toHaveAttribute("target", "_blank");
    expect(within(favourites).getAllByRole("listitem")).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole("tab", { name: "Recommendations" }));

    const recommended = within(dialog).getByRole("list", { name: "Recommendations" });
    expect(
      within(recommended)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/maid/21", "/maid/22", "/maid/23"]);
    expect(within(dialog).getByRole("tabpanel")).toHaveAccessibleName("Recommendations");

    await userEvent.click(within(dialog).getByRole("tab", { name: "Interview requests" }));

    const requests = within(dialog).getByRole("list", { name: "Interview requests" });
    expect(within(requests).getByRole("link", { name: /Siti Rahayu/ })).toHaveAttribute(
      "href",
      "/maid/11",
    );
    expect(requests.querySelector("time")).toHaveAttribute("datetime", "2025-03-12T04:00:00.000Z");
  });

  it("shows 'No favorites yet', 'No recommendations yet' and no interview requests", async () => {
    setViewportWidth(1280);
    stubApi({ "GET /api/admin/users": usersAnswer([RAJ]) });
    renderCustomers();

    const dialog = await openDetails("Rajesh Kumar");
    expect(within(dialog).getByText("No favorites yet")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Recommendations" }));
    expect(within(dialog).getByText("No recommendations yet")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Interview requests" }));
    expect(within(dialog).getByText("No interview requests yet")).toBeVisible();
  });

  it("links 'add maid' to /admin/{userId}", async () => {
    setViewportWidth(1280);
    stubApi({ "GET /api/admin/users": usersAnswer([WEI_LING]) });
    renderCustomers();

    const dialog = await openDetails("Tan Wei Ling");
    const addHelper = within(dialog).getByRole("link", { name: "add maid" });
    expect(addHelper).toHaveAttribute("href", "/admin/42");

    await userEvent.click(addHelper);

    expect(await navigatedTo()).toBe("/admin/42");
  });

  it("removes a recommendation on the server, then from the dialog and the counts", async () => {
    setViewportWidth(1280);
    let user = WEI_LING;
    const fetchSpy = stubApi({
      "GET /api/admin/users": () => jsonResponse({ users: [user], total: 1 }),
      "DELETE /api/user/recommendation/42/22": () => {
        user = buildAdminUser({
          ...WEI_LING,
          recommendations: recommendation([
            { id: 21, name: "Maricel Santos" },
            { id: 23, name: "Thida Win" },
          ]),
        });
        return jsonResponse({ maidId: 22, recommended: false });
      },
    });
    renderCustomers();

    const dialog = await openDetails("Tan Wei Ling");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Recommendations" }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Remove Nur Aini from recommendations" }),
    );

    await waitFor(() =>
      expect(within(dialog).queryByRole("link", { name: /Nur Aini/ })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    const [removal] = requestsTo(fetchSpy, "DELETE /api/user/recommendation/42/22");
    expect(removal?.init?.credentials).toBe("include");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(rowTexts(screen.getByRole("table"))[1]?.[4]).toBe("2"));
  });

  it("keeps the recommendation and says so when removing fails", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/admin/users": usersAnswer([WEI_LING]),
      "DELETE /api/user/recommendation/42/21": () => apiErrorResponse(500, "Boom"),
    });
    renderCustomers();

    const dialog = await openDetails("Tan Wei Ling");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Recommendations" }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Remove Maricel Santos from recommendations" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not remove Maricel Santos from the recommendations. Please try again.",
    );
    expect(within(dialog).getByRole("link", { name: /Maricel Santos/ })).toBeInTheDocument();
  });

  it("lists the customer's links and revokes an active one", async () => {
    setViewportWidth(1280);
    let links = [
      buildShareLink({
        id: 8,
        maidIds: [21, 22, 23],
        openCount: 3,
        firstOpenedAt: "2025-03-11T04:00:00.000Z",
        lastOpenedAt: "2025-03-13T04:00:00.000Z",
      }),
      buildShareLink({ id: 7, maidIds: [21], status: "expired" }),
    ];
    const fetchSpy = stubApi({
      "GET /api/admin/users": usersAnswer([WEI_LING]),
      "GET /api/admin/users/42/share-links": () => jsonResponse(links),
      "POST /api/admin/share-links/8/revoke": () => {
        links = [
          {
            ...(links[0] as (typeof links)[number]),
            status: "revoked",
            revokedAt: "2025-03-14T04:00:00.000Z",
          },
          links[1] as (typeof links)[number],
        ];
        return jsonResponse(links[0]);
      },
    });
    renderCustomers();

    const dialog = await openDetails("Tan Wei Ling");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Links" }));

    const list = await within(dialog).findByRole("list", { name: "Links" });
    const active = within(list).getByRole("listitem", { name: "Link to 3 helpers" });
    expect(active).toHaveTextContent("Active");
    expect(active).toHaveTextContent("Opened 3 times, last");
    expect(active.querySelector("time[datetime='2025-03-13T04:00:00.000Z']")).not.toBeNull();
    expect(active).toHaveTextContent("Expires");
    const expired = within(list).getByRole("listitem", { name: "Link to 1 helper" });
    expect(expired).toHaveTextContent("Expired");
    expect(expired).toHaveTextContent("Not opened yet");
    expect(within(expired).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();

    await userEvent.click(within(active).getByRole("button", { name: "Revoke" }));

    await waitFor(() =>
      expect(within(active).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument(),
    );
    expect(active).toHaveTextContent("Revoked");
    expect(requestsTo(fetchSpy, "POST /api/admin/share-links/8/revoke")).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "GET /api/admin/users/42/share-links")).toHaveLength(2),
    );
  });

  it("says when the customer has no links", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/admin/users": usersAnswer([RAJ]),
      "GET /api/admin/users/43/share-links": () => jsonResponse([]),
    });
    renderCustomers();

    const dialog = await openDetails("Rajesh Kumar");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Links" }));

    expect(await within(dialog).findByText("No links created for this customer yet")).toBeVisible();
  });
});

describe("a family's record", () => {
  it("lists the family's cases and lets staff set the phone number", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "GET /api/admin/users": () => jsonResponse({ users: [RAJ], total: 1 }),
      "GET /api/admin/placements": () =>
        jsonResponse({
          cases: [
            {
              id: 7,
              reference: "PL-2026-0007",
              stage: "interviewing",
              kind: "new_arrival",
              customer: { id: 43, name: "Rajesh Kumar" },
              helper: { id: 15, name: "Siti Rahayu", imageUrl: "", country: "Indonesia" },
              owner: { id: 1, name: "Agency Admin" },
              updatedAt: "2026-11-20T02:00:00.000Z",
              nextDue: null,
            },
          ],
          total: 1,
          countsByStage: { interviewing: 1 },
        }),
      "PATCH /api/admin/customers/43": () =>
        jsonResponse({
          id: 43,
          name: "Rajesh Kumar",
          email: "raj@example.com",
          phone: "6591234567",
        }),
    });
    renderCustomers();
    const dialog = await openDetails("Rajesh Kumar");

    await userEvent.click(within(dialog).getByRole("tab", { name: "Cases" }));
    const cases = await within(dialog).findByRole("list", { name: "Cases" });
    expect(cases).toHaveTextContent(
      "PL-2026-0007 · Interviewing · Siti Rahayu · owner Agency Admin",
    );
    expect(requestsTo(fetchSpy, "GET /api/admin/placements")[0]?.url.search).toBe(
      "?customerId=43&owner=all",
    );

    await userEvent.click(within(dialog).getByRole("tab", { name: "Contact" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Phone" }), "9123 4567");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Phone number saved.")).toBeVisible();
    expect(requestsTo(fetchSpy, "PATCH /api/admin/customers/43")[0]?.body).toEqual({
      phone: "9123 4567",
    });
    expect(
      within(dialog).getByRole("link", { name: "Audit trail of this customer" }),
    ).toHaveAttribute("href", "/admin/audit?recordType=customer&recordId=43");
  });
});
