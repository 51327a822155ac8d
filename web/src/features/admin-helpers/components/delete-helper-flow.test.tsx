import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  apiErrorResponse,
  deferredResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { buildAdminHelper } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE as LIST, pageResponse } from "../testing/admin-helper-pages.ts";
import { helperRows, renderAdminHelpers } from "../testing/render-screen.tsx";

const DELETE = "DELETE /api/admin/maids/12";

const maricel = buildAdminHelper({ id: 12, name: "Maricel Dela Cruz" });
const siti = buildAdminHelper({ id: 13, name: "Siti Rahayu" });

async function askToDelete() {
  await screen.findByText("Maids Count: (2)");
  await userEvent.click(screen.getByRole("button", { name: "Delete Maricel Dela Cruz" }));
}

describe("deleting a helper", () => {
  it("asks natively first and does nothing when the admin declines", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const fetchSpy = stubApi({ [LIST]: ({ url }) => pageResponse([maricel, siti], url) });
    renderAdminHelpers();

    await askToDelete();

    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this maid?");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, DELETE)).toHaveLength(0);
  });

  it("then shows 'Delete Maid', 'Deleting...' while it runs, and removes the row", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const deletion = deferredResponse();
    let stored = [maricel, siti];
    stubApi({
      [LIST]: ({ url }) => pageResponse(stored, url),
      [DELETE]: () => {
        stored = [siti];
        return deletion.promise;
      },
    });
    renderAdminHelpers();

    await askToDelete();

    const dialog = screen.getByRole("dialog", { name: "Delete Maid" });
    expect(within(dialog).getByText("Maricel Dela Cruz")).toBeInTheDocument();
    expect(within(dialog).getByText("This action cannot be undone.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();

    deletion.answer(jsonResponse({ id: 12, deleted: true }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Maid deleted successfully!");
    expect(screen.getByText("Maids Count: (1)")).toBeInTheDocument();
    expect(helperRows()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the row and says 'Error deleting maid' when the delete fails", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    stubApi({
      [LIST]: ({ url }) => pageResponse([maricel, siti], url),
      [DELETE]: () => apiErrorResponse(404, "Maid not found"),
    });
    renderAdminHelpers();

    await askToDelete();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Error deleting maid");
    expect(helperRows()).toHaveLength(2);
  });

  it("lets the admin back out of the dialog", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const fetchSpy = stubApi({ [LIST]: ({ url }) => pageResponse([maricel, siti], url) });
    renderAdminHelpers();

    await askToDelete();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchSpy, DELETE)).toHaveLength(0);
  });
});
