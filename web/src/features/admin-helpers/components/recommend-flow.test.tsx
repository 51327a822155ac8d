import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectConsoleErrors } from "@/testing/console-guard.ts";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { staffMatchesResponse } from "@/testing/matching-factory.ts";
import { navigatedTo } from "@/testing/render.tsx";
import { buildAdminHelper } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE as LIST, pageResponse } from "../testing/admin-helper-pages.ts";
import { renderAdminHelpers } from "../testing/render-screen.tsx";

const CUSTOMER_RECOMMENDATIONS = "GET /api/user/recommendation/user/12";
const LINK = "POST /api/admin/generate-link";
const LINK_RESPONSE = {
  url: "http://localhost:5173/Recommend?token=abc123",
  expiresAt: "2030-01-31T00:00:00.000Z",
};

const ana = buildAdminHelper({ id: 5, name: "Ana Reyes" });
const siti = buildAdminHelper({ id: 6, name: "Siti Rahayu" });
const aye = buildAdminHelper({ id: 7, name: "Aye Aye" });

const tick = (name: string) => screen.getByRole("checkbox", { name: `Recommend ${name}` });

async function listed() {
  await screen.findByText("Maids Count: (3)");
}

describe("recommending helpers", () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  it("without a customer, ticks are kept on the page only", async () => {
    const fetchSpy = stubApi({ [LIST]: ({ url }) => pageResponse([ana, siti, aye], url) });
    renderAdminHelpers();
    await listed();

    await userEvent.click(tick("Ana Reyes"));
    await userEvent.click(tick("Aye Aye"));
    await userEvent.click(tick("Ana Reyes"));

    expect(tick("Ana Reyes")).not.toBeChecked();
    expect(tick("Aye Aye")).toBeChecked();
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    const posts = fetchSpy.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(0);
    expect(screen.queryByText(/Recommending for customer/)).not.toBeInTheDocument();
  });

  it("with a customer, pre-ticks their recommendations and toggles each tick on the server", async () => {
    const fetchSpy = stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [CUSTOMER_RECOMMENDATIONS]: () => jsonResponse([{ id: 6 }]),
      "POST /api/user/recommendation/12/5": () => jsonResponse({ maidId: 5, recommended: true }),
      "POST /api/user/recommendation/12/6": () => jsonResponse({ maidId: 6, recommended: false }),
    });
    renderAdminHelpers(12);
    await listed();

    expect(screen.getByText("Recommending for customer #12")).toBeInTheDocument();
    await waitFor(() => expect(tick("Siti Rahayu")).toBeChecked());
    expect(tick("Ana Reyes")).not.toBeChecked();

    await userEvent.click(tick("Ana Reyes"));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/user/recommendation/12/5")).toHaveLength(1),
    );
    expect(tick("Ana Reyes")).toBeChecked();

    await userEvent.click(tick("Siti Rahayu"));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, "POST /api/user/recommendation/12/6")).toHaveLength(1),
    );
    await waitFor(() => expect(tick("Siti Rahayu")).not.toBeChecked());
    expect(
      requestsTo(fetchSpy, "POST /api/user/recommendation/12/5")[0]?.init?.body,
    ).toBeUndefined();
  });

  it("puts a tick back and says so when the server refuses it", async () => {
    const errors = expectConsoleErrors();
    const toggle = deferredResponse();
    stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [CUSTOMER_RECOMMENDATIONS]: () => jsonResponse([]),
      "POST /api/user/recommendation/12/5": () => toggle.promise,
    });
    renderAdminHelpers(12);
    await listed();

    await userEvent.click(tick("Ana Reyes"));
    expect(tick("Ana Reyes")).toBeChecked();
    expect(tick("Ana Reyes")).toBeDisabled();
    toggle.answer(apiErrorResponse(500, "Boom"));

    await waitFor(() => expect(tick("Ana Reyes")).not.toBeChecked());
    expect(
      await screen.findByText("The recommendation could not be changed. Please try again."),
    ).toBeInTheDocument();
    expect(errors).toHaveLength(1);
  });

  it("starts with nothing ticked when the customer's recommendations cannot be loaded", async () => {
    const errors = expectConsoleErrors();
    stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [CUSTOMER_RECOMMENDATIONS]: () => apiErrorResponse(500, "Boom"),
      "GET /api/admin/customers/12/matches": () => staffMatchesResponse({}),
    });
    renderAdminHelpers(12);
    await listed();

    await waitFor(() => expect(errors).toHaveLength(1));
    expect(screen.getByText("0 selected")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("links back to the customer list", async () => {
    stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [CUSTOMER_RECOMMENDATIONS]: () => jsonResponse([]),
    });
    renderAdminHelpers(12);
    await listed();

    await userEvent.click(screen.getByRole("link", { name: "Back to Customer Management" }));
    expect(await navigatedTo()).toBe("/userManagement");
  });
});

describe("Select to recommend", () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  it("says 'No maid selected in the list' when nothing is ticked", async () => {
    const fetchSpy = stubApi({ [LIST]: ({ url }) => pageResponse([ana, siti, aye], url) });
    renderAdminHelpers();
    await listed();

    await userEvent.click(screen.getByRole("button", { name: "Select to recommend" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("No maid selected in the list");
    expect(requestsTo(fetchSpy, LINK)).toHaveLength(0);
  });

  it("generates a link for the ticked helpers and the customer, and copies it", async () => {
    const fetchSpy = stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [CUSTOMER_RECOMMENDATIONS]: () => jsonResponse([{ id: 6 }]),
      "POST /api/user/recommendation/12/7": () => jsonResponse({ maidId: 7, recommended: true }),
      [LINK]: () => jsonResponse(LINK_RESPONSE),
    });
    renderAdminHelpers(12);
    await listed();
    await waitFor(() => expect(tick("Siti Rahayu")).toBeChecked());
    await userEvent.click(tick("Aye Aye"));

    await userEvent.click(screen.getByRole("button", { name: "Select to recommend" }));

    const dialog = await screen.findByRole("dialog", { name: "Recommendation link" });
    expect(within(dialog).getByLabelText("Link")).toHaveValue(LINK_RESPONSE.url);
    const [request] = requestsTo(fetchSpy, LINK);
    expect(request?.body).toEqual({ userId: 12, filters: {}, maidIds: [6, 7] });

    await userEvent.click(within(dialog).getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith(LINK_RESPONSE.url);
    expect(await within(dialog).findByText("Copied")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends no customer when the page has none", async () => {
    const fetchSpy = stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [LINK]: () => jsonResponse(LINK_RESPONSE),
    });
    renderAdminHelpers();
    await listed();
    await userEvent.click(tick("Ana Reyes"));

    await userEvent.click(screen.getByRole("button", { name: "Select to recommend" }));

    await screen.findByRole("dialog", { name: "Recommendation link" });
    expect(requestsTo(fetchSpy, LINK)[0]?.body).toEqual({
      userId: null,
      filters: {},
      maidIds: [5],
    });
  });

  it("says 'Failed to Generate link' when the server refuses", async () => {
    stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [LINK]: () => apiErrorResponse(500, "Boom"),
    });
    renderAdminHelpers();
    await listed();
    await userEvent.click(tick("Ana Reyes"));

    await userEvent.click(screen.getByRole("button", { name: "Select to recommend" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to Generate link");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'Error Generate link. Please try again.' when the request does not get through", async () => {
    stubApi({
      [LIST]: ({ url }) => pageResponse([ana, siti, aye], url),
      [LINK]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderAdminHelpers();
    await listed();
    await userEvent.click(tick("Ana Reyes"));

    await userEvent.click(screen.getByRole("button", { name: "Select to recommend" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error Generate link. Please try again.",
    );
  });
});
