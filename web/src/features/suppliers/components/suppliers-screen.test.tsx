import { type Supplier, supplierSchema } from "@maids/contract/suppliers.ts";
import { screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { jsonResponse, requestsTo, type StubbedRequest, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { SuppliersScreen } from "./suppliers-screen.tsx";

let lastId = 0;

function buildSupplier(overrides: Partial<Supplier> = {}): Supplier {
  lastId += 1;
  return supplierSchema.parse({
    id: lastId,
    companyName: "Manila Care Manpower Services",
    country: "Philippines",
    contactPerson: "Ma. Cristina Reyes",
    phone: "+63 2 8555 0101",
    email: "placements@manilacare.example.ph",
    licenceNumber: "DMW-101-LB-0000",
    address: "Ermita, Manila",
    notes: "",
    status: "active",
    maidsCount: 0,
    createdAt: "2026-11-01T02:00:00.000Z",
    updatedAt: "2026-11-01T02:00:00.000Z",
    ...overrides,
  });
}

const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("SuppliersScreen", () => {
  it("lists suppliers with their contact, helpers and status", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/admin/suppliers": () =>
        jsonResponse([
          buildSupplier({ maidsCount: 12 }),
          buildSupplier({ companyName: "Mekong Helpers Agency", status: "inactive" }),
        ]),
    });
    renderWithProviders(<SuppliersScreen />);

    expect(await screen.findByText("2 suppliers", { exact: false })).toBeInTheDocument();
    const manila = row("Manila Care");
    expect(within(manila).getByText("Ma. Cristina Reyes")).toBeInTheDocument();
    expect(within(manila).getByText("12")).toBeInTheDocument();
    expect(within(manila).getByText("Active")).toBeInTheDocument();
    expect(within(row("Mekong")).getByText("Inactive")).toBeInTheDocument();
    expect(
      within(manila).getByRole("button", { name: "Delete Manila Care Manpower Services" }),
    ).toBeDisabled();
    expect(
      within(row("Mekong")).getByRole("button", { name: "Delete Mekong Helpers Agency" }),
    ).toBeEnabled();
  });

  it("searches on the server once the typing stops", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "GET /api/admin/suppliers": ({ url }) =>
        jsonResponse(
          url.searchParams.get("query") === "mekong"
            ? [buildSupplier({ companyName: "Mekong Helpers Agency" })]
            : [buildSupplier()],
        ),
    });
    renderWithProviders(<SuppliersScreen />);
    await screen.findByText("Manila Care Manpower Services");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search suppliers" }), "mekong");

    expect(await screen.findByText("Mekong Helpers Agency")).toBeInTheDocument();
    const queries = requestsTo(fetchSpy, "GET /api/admin/suppliers").map(({ url }) =>
      url.searchParams.get("query"),
    );
    expect(queries).toEqual([null, "mekong"]);
  });

  it("adds a supplier, checking the fields by the contract's rules first", async () => {
    setViewportWidth(1280);
    const added: StubbedRequest[] = [];
    stubApi({
      "GET /api/admin/suppliers": () => jsonResponse([]),
      "POST /api/admin/supplier": (request) => {
        added.push(request);
        return jsonResponse(buildSupplier({ companyName: "Golden Lotus" }), 201);
      },
    });
    renderWithProviders(<SuppliersScreen />);
    expect(await screen.findByText("No suppliers yet")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add supplier" }));
    const dialog = await screen.findByRole("dialog", { name: "Add supplier" });
    await userEvent.type(within(dialog).getByLabelText("Email"), "not-an-email");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("Company name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(added).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Company name/), "Golden Lotus");
    await userEvent.clear(within(dialog).getByLabelText("Email"));
    await userEvent.type(within(dialog).getByLabelText("Country"), "Myanmar");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Golden Lotus added.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(added[0]?.body).toEqual({
      companyName: "Golden Lotus",
      country: "Myanmar",
      contactPerson: "",
      phone: "",
      email: "",
      licenceNumber: "",
      address: "",
      notes: "",
      status: "active",
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    setViewportWidth(1280);
    const supplier = buildSupplier({ companyName: "Mekong Helpers Agency" });
    stubApi({
      "GET /api/admin/suppliers": () => jsonResponse([supplier]),
      [`PUT /api/admin/supplier/${supplier.id}`]: () =>
        jsonResponse(
          {
            statusCode: 409,
            error: "Conflict",
            code: "conflict",
            message: "A supplier with this name already exists.",
            errors: [
              { field: "companyName", message: "A supplier with this name already exists." },
            ],
          },
          409,
        ),
    });
    renderWithProviders(<SuppliersScreen />);

    await userEvent.click(
      await screen.findByRole("button", { name: "Edit Mekong Helpers Agency" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit supplier" });
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue("Mekong Helpers Agency");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(
      await within(dialog).findByText("A supplier with this name already exists."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Company name/)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText(/Company name/)).toHaveFocus();
  });

  it("says its own text, not the generated one, when a proxy answers instead of the API", async () => {
    setViewportWidth(1280);
    const supplier = buildSupplier();
    stubApi({
      "GET /api/admin/suppliers": () => jsonResponse([supplier]),
      [`PUT /api/admin/supplier/${supplier.id}`]: () =>
        new Response("<html>Bad Gateway</html>", { status: 502 }),
    });
    renderWithProviders(<SuppliersScreen />);

    await userEvent.click(
      within(await screen.findByRole("row", { name: /Manila/ })).getByRole("button", {
        name: "Deactivate",
      }),
    );
    expect(
      await screen.findByText("The supplier could not be saved. Please try again."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it("fills the form again when the same supplier is edited a second time", async () => {
    setViewportWidth(1280);
    const supplier = buildSupplier({ companyName: "Mekong Helpers Agency" });
    stubApi({ "GET /api/admin/suppliers": () => jsonResponse([supplier]) });
    renderWithProviders(<SuppliersScreen />);
    const edit = await screen.findByRole("button", { name: "Edit Mekong Helpers Agency" });

    for (let round = 0; round < 2; round++) {
      await userEvent.click(edit);
      const dialog = await screen.findByRole("dialog", { name: "Edit supplier" });
      expect(within(dialog).getByLabelText(/Company name/)).toHaveValue("Mekong Helpers Agency");
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitForElementToBeRemoved(dialog);
    }
  });

  it("opens again without the message of a save that failed before", async () => {
    setViewportWidth(1280);
    const supplier = buildSupplier({ companyName: "Mekong Helpers Agency" });
    stubApi({
      "GET /api/admin/suppliers": () => jsonResponse([supplier]),
      [`PUT /api/admin/supplier/${supplier.id}`]: () =>
        new Response("<html>Bad Gateway</html>", { status: 502 }),
    });
    renderWithProviders(<SuppliersScreen />);
    const failed = "The supplier could not be saved. Please try again.";
    const edit = await screen.findByRole("button", { name: "Edit Mekong Helpers Agency" });

    await userEvent.click(edit);
    let dialog = await screen.findByRole("dialog", { name: "Edit supplier" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(failed)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitForElementToBeRemoved(dialog);

    await userEvent.click(edit);
    dialog = await screen.findByRole("dialog", { name: "Edit supplier" });
    expect(within(dialog).queryByText(failed)).not.toBeInTheDocument();
  });

  it("deactivates a supplier with all its fields, and deletes one without helpers after asking", async () => {
    setViewportWidth(1280);
    const supplier = buildSupplier({ maidsCount: 3 });
    const idle = buildSupplier({ companyName: "Closed Agency" });
    const fetchSpy = stubApi({
      "GET /api/admin/suppliers": () => jsonResponse([supplier, idle]),
      [`PUT /api/admin/supplier/${supplier.id}`]: ({ body }) =>
        jsonResponse({ ...supplier, ...(body as object) }),
      [`DELETE /api/admin/supplier/${idle.id}`]: () =>
        jsonResponse({ success: true, message: "Supplier deleted successfully!" }),
    });
    renderWithProviders(<SuppliersScreen />);

    await userEvent.click(
      within(await screen.findByRole("row", { name: /Manila/ })).getByRole("button", {
        name: "Deactivate",
      }),
    );
    expect(await screen.findByText(`${supplier.companyName} is now inactive.`)).toBeInTheDocument();
    const [change] = requestsTo(fetchSpy, `PUT /api/admin/supplier/${supplier.id}`);
    expect(change?.body).toMatchObject({
      companyName: supplier.companyName,
      email: supplier.email,
      status: "inactive",
    });

    await userEvent.click(screen.getByRole("button", { name: "Delete Closed Agency" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete supplier?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Closed Agency deleted.")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `DELETE /api/admin/supplier/${idle.id}`)).toHaveLength(1);
  });

  it("shows suppliers as cards on a phone", async () => {
    setViewportWidth(390);
    stubApi({ "GET /api/admin/suppliers": () => jsonResponse([buildSupplier({ maidsCount: 1 })]) });
    renderWithProviders(<SuppliersScreen />);

    expect(await screen.findByText("1 helper")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("SuppliersScreen for a case officer", () => {
  it("lists the suppliers without the owner's and administrators' changes", async () => {
    setViewportWidth(1280);
    stubApi({ "GET /api/admin/suppliers": () => jsonResponse([buildSupplier()]) });
    renderWithProviders(
      <StaffRoleContext value="ea_personnel">
        <SuppliersScreen />
      </StaffRoleContext>,
    );

    expect(await screen.findByText("1 supplier", { exact: false })).toBeInTheDocument();
    expect(within(row("Manila Care")).getByText("Ma. Cristina Reyes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Add/ })).toBeNull();
    expect(within(row("Manila Care")).queryAllByRole("button")).toEqual([]);
  });
});
