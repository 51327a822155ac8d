import { RESET_PASSWORD_ERRORS } from "@maids/contract/messages.ts";
import { STAFF_MESSAGES, type StaffMember, staffMemberSchema } from "@maids/contract/staff.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { SettingsScreen } from "./settings-screen.tsx";

const AGENCY = buildAgency({ name: "Harbour Helpers", licenceNumber: "24C9876" });

let lastId = 0;

function buildMember(overrides: Partial<StaffMember> = {}): StaffMember {
  lastId += 1;
  return staffMemberSchema.parse({
    id: lastId,
    name: "Siew Ling Tan",
    email: "siewling@agency.example.sg",
    eaRegistrationNumber: "R1234567A",
    phone: "6591234567",
    role: "ea_personnel",
    active: true,
    openCases: 0,
    ...overrides,
  });
}

const addDialog = () => screen.getByRole("dialog", { name: "Add staff member" });
const field = (name: string) => within(addDialog()).getByLabelText(name, { exact: false });

describe("SettingsScreen", () => {
  it("shows the agency's details and the staff with EA numbers and mobiles", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () =>
        jsonResponse([
          buildMember(),
          buildMember({
            name: "Ops Desk",
            email: "ops@agency.sg",
            eaRegistrationNumber: "",
            phone: "",
          }),
        ]),
    });
    renderWithProviders(<SettingsScreen />);

    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Harbour Helpers")).toBeInTheDocument();
    expect(screen.getByText("24C9876")).toBeInTheDocument();
    expect(screen.getByText(AGENCY.address)).toBeInTheDocument();
    const siewLing = await screen.findByRole("row", { name: /Siew Ling Tan/ });
    expect(within(siewLing).getByText("R1234567A")).toBeInTheDocument();
    expect(within(siewLing).getByText("+65 9123 4567")).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Ops Desk/ })).getAllByText("Not given"),
    ).toHaveLength(2);
    expect(screen.getByText("2 staff members", { exact: false })).toBeInTheDocument();
  });

  it("shows the contract's message under each field the add dialog refuses, sending nothing", async () => {
    setViewportWidth(1280);
    const fetchSpy = stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => jsonResponse([buildMember()]),
    });
    renderWithProviders(<SettingsScreen />);
    await screen.findByRole("row", { name: /Siew Ling Tan/ });

    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    await userEvent.type(field("Email"), "not-an-email");
    await userEvent.type(field("Password"), "harbourview");
    await userEvent.type(field("EA registration number"), "1234567A");
    await userEvent.type(field("Mobile (WhatsApp)"), "6123 4567");
    await userEvent.click(within(addDialog()).getByRole("button", { name: "Save" }));

    const dialog = addDialog();
    expect(await within(dialog).findByText(STAFF_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(STAFF_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(RESET_PASSWORD_ERRORS.needsUppercase)).toBeInTheDocument();
    expect(within(dialog).getByText(STAFF_MESSAGES.eaNumberInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(STAFF_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/staff")).toEqual([]);
  });

  it("adds a staff member with the EA number upper-cased and the mobile as wa.me digits", async () => {
    setViewportWidth(1280);
    const added = buildMember({ name: "Jolene Ong", email: "jolene@agency.sg" });
    let staff = [buildMember()];
    const fetchSpy = stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => jsonResponse(staff),
      "POST /api/admin/staff": () => {
        staff = [...staff, added];
        return jsonResponse(added, 201);
      },
    });
    renderWithProviders(<SettingsScreen />);
    await screen.findByRole("row", { name: /Siew Ling Tan/ });

    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    await userEvent.type(field("Name"), "Jolene Ong");
    await userEvent.type(field("Email"), "jolene@agency.sg");
    await userEvent.type(field("Password"), "Harbour7view");
    await userEvent.type(field("EA registration number"), "r1234567a");
    await userEvent.type(field("Mobile (WhatsApp)"), "9123 4567");
    await userEvent.click(within(addDialog()).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("row", { name: /Jolene Ong/ })).toBeInTheDocument();
    const [request] = requestsTo(fetchSpy, "POST /api/admin/staff");
    expect(request?.body).toEqual({
      name: "Jolene Ong",
      email: "jolene@agency.sg",
      password: "Harbour7view",
      role: "ea_personnel",
      eaRegistrationNumber: "R1234567A",
      phone: "6591234567",
    });
  });

  it("puts the server's refusal of a taken email under the email field", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => jsonResponse([]),
      "POST /api/admin/staff": () =>
        jsonResponse(
          {
            statusCode: 409,
            error: "Conflict",
            code: "conflict",
            message: STAFF_MESSAGES.emailTaken,
            errors: [{ field: "email", message: STAFF_MESSAGES.emailTaken }],
          },
          409,
        ),
    });
    renderWithProviders(<SettingsScreen />);
    await screen.findByText("No staff members yet");

    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    await userEvent.type(field("Name"), "Jolene Ong");
    await userEvent.type(field("Email"), "customer@example.com");
    await userEvent.type(field("Password"), "Harbour7view");
    await userEvent.type(field("EA registration number"), "R1234567A");
    await userEvent.type(field("Mobile (WhatsApp)"), "91234567");
    await userEvent.click(within(addDialog()).getByRole("button", { name: "Save" }));

    expect(await within(addDialog()).findByText(STAFF_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("edits a member's name, EA number and mobile with PATCH", async () => {
    setViewportWidth(1280);
    const member = buildMember();
    const fetchSpy = stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => jsonResponse([member]),
      [`PATCH /api/admin/staff/${member.id}`]: ({ body }) =>
        jsonResponse({ ...member, ...(body as object) }),
    });
    renderWithProviders(<SettingsScreen />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Siew Ling Tan" }));

    const dialog = screen.getByRole("dialog", { name: "Edit staff member" });
    expect(within(dialog).queryByLabelText("Password", { exact: false })).not.toBeInTheDocument();
    const phone = within(dialog).getByLabelText("Mobile (WhatsApp)", { exact: false });
    expect(phone).toHaveValue("+65 9123 4567");
    await userEvent.clear(phone);
    await userEvent.type(phone, "8123 4567");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(requestsTo(fetchSpy, `PATCH /api/admin/staff/${member.id}`)).toHaveLength(1),
    );
    expect(requestsTo(fetchSpy, `PATCH /api/admin/staff/${member.id}`)[0]?.body).toEqual({
      name: "Siew Ling Tan",
      email: "siewling@agency.example.sg",
      role: "ea_personnel",
      eaRegistrationNumber: "R1234567A",
      phone: "6581234567",
    });
  });

  it("offers to try again when the staff cannot be loaded", async () => {
    setViewportWidth(1280);
    stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => apiErrorResponse(500, "Internal error"),
    });
    renderWithProviders(<SettingsScreen />);
    expect(await screen.findByText("The staff could not be loaded.")).toBeInTheDocument();
  });
});

describe("SettingsScreen on a phone", () => {
  it("shows each staff member as a card with an edit button", async () => {
    setViewportWidth(390);
    stubApi({
      "GET /api/agency": () => jsonResponse(AGENCY),
      "GET /api/admin/staff": () => jsonResponse([buildMember()]),
    });
    renderWithProviders(<SettingsScreen />);

    const card = await screen.findByRole("listitem", { name: "Siew Ling Tan" });
    expect(within(card).getByText("R1234567A", { exact: false })).toBeInTheDocument();
    expect(within(card).getByText("+65 9123 4567", { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Edit Siew Ling Tan" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
