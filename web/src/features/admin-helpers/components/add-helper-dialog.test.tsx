import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { HELPER_FIELD_KEYS, HELPER_FIELDS } from "@maids/contract/helper-fields.ts";
import { IMAGE_MAX_BYTES } from "@maids/contract/limits.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deferredResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildAdminHelper } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE, pageResponse } from "../testing/admin-helper-pages.ts";
import { renderAdminHelpers } from "../testing/render-screen.tsx";
import { AddHelperDialog } from "./add-helper-dialog.tsx";

const CREATE = "POST /api/admin/maid";

/** A field by its label, required mark or not. */
function field(label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return screen.getByLabelText(new RegExp(`^${text}( \\*)?$`));
}

function renderDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddHelperDialog open onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose };
}

/** Types a whole value at once: a form this size is slow to re-render per keystroke. */
function setValue(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function fillRequired() {
  setValue("Name", "Ana Reyes");
  await userEvent.selectOptions(field("Country"), "Philippines");
  setValue("Date of birth", "1992-04-01");
  await userEvent.selectOptions(field("Religion"), "Catholic");
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Create Maid" }));

function png(name = "ana.png", size = 1024) {
  return new File([new Uint8Array(size)], name, { type: "image/png" });
}

// A dialog with every field of a helper (and the biodata's sections): slow to query on a busy
// two-core machine.
describe("AddHelperDialog", { timeout: 30_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });

  it("shows the spec's sections, then the biodata's, the photo hint and the buttons", () => {
    stubApi({});
    renderDialog();

    const dialog = screen.getByRole("dialog", { name: "Add Maid" });
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Photo Upload",
      "Basic Information",
      "Physical Information",
      "Skills & Languages",
      "Additional Details",
      "Employment History",
      "Personal",
      "Medical & Diet",
      "Skills Assessment",
      "Interview & Agency",
    ]);
    expect(within(dialog).getByText("PNG, JPG, GIF up to 5MB")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Active" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Currently Employed" })).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create Maid" })).toBeInTheDocument();
  });

  it("has an input for every declared field of a helper, under its label", () => {
    stubApi({});
    renderDialog();
    for (const key of HELPER_FIELD_KEYS) {
      const { kind, label } = HELPER_FIELDS[key];
      if (kind === "list") expect(screen.getByRole("group", { name: label }), key).toBeVisible();
      // MUI draws a checkbox over its input, which stays transparent.
      else if (kind === "flag") expect(screen.getByRole("checkbox", { name: label })).toBeEnabled();
      else expect(field(label), key).toBeVisible();
    }
  });

  it("names each missing required field and sends nothing", async () => {
    const fetchSpy = stubApi({});
    renderDialog();

    await submit();

    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Country is required")).toBeInTheDocument();
    expect(screen.getByText("Date of birth is required")).toBeInTheDocument();
    expect(screen.getByText("Religion is required")).toBeInTheDocument();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, CREATE)).toHaveLength(0);

    await userEvent.type(field("Name"), "A");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
  });

  it("accepts the range bounds and refuses values beyond them", async () => {
    const fetchSpy = stubApi({});
    renderDialog();
    await fillRequired();

    setValue(HELPER_FIELDS.height.label, "251");
    setValue(HELPER_FIELDS.weight.label, "29");
    setValue(HELPER_FIELDS.salary.label, "5001");
    await submit();
    expect(screen.getByText("Height must be between 100 and 250")).toBeInTheDocument();
    expect(screen.getByText("Weight must be between 30 and 200")).toBeInTheDocument();
    expect(screen.getByText("Salary must be between 300 and 5000")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, CREATE)).toHaveLength(0);

    setValue(HELPER_FIELDS.height.label, "250");
    setValue(HELPER_FIELDS.weight.label, "30");
    setValue(HELPER_FIELDS.salary.label, "5000");
    setValue("Number of children", "21");
    await submit();
    expect(screen.queryByText(/Height must be/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Weight must be/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Salary must be/)).not.toBeInTheDocument();
    expect(screen.getByText("Number of children must be between 0 and 20")).toBeInTheDocument();
  });

  it("warns under rest days below one a month, as MOM requires, yet still takes 0", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper({ id: 41 }), 201) });
    renderDialog();
    await fillRequired();

    expect(screen.getByText(ELIGIBILITY_MESSAGES.tooFewRestDays)).toBeInTheDocument();
    setValue("Rest days per month", "2");
    expect(screen.queryByText(ELIGIBILITY_MESSAGES.tooFewRestDays)).not.toBeInTheDocument();
    setValue("Rest days per month", "0");
    expect(screen.getByText(ELIGIBILITY_MESSAGES.tooFewRestDays)).toBeInTheDocument();

    await submit();
    await waitFor(() => expect(requestsTo(fetchSpy, CREATE)).toHaveLength(1));
  });

  it("adds and removes employment rows, requiring their dates and filling the rest", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper(), 201) });
    const { onCreated } = renderDialog();
    await fillRequired();
    expect(screen.getByText("No employment history recorded.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add employment" }));
    await userEvent.click(screen.getByRole("button", { name: "Add employment" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove employment 2" }));
    await submit();
    expect(screen.getByText("Start date is required")).toBeInTheDocument();
    expect(screen.getByText("End date is required")).toBeInTheDocument();

    setValue("Start date", "2019-02-01");
    setValue("End date", "2018-02-01");
    await submit();
    expect(screen.getByText("End date must not be before the start date")).toBeInTheDocument();

    setValue("End date", "2021-01-31");
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(requestsTo(fetchSpy, CREATE)[0]?.body).toMatchObject({
      employmentDetails: [
        {
          country: "Singapore",
          startDate: "2019-02-01",
          endDate: "2021-01-31",
          noOfFamilyMember: 1,
          mainJobScope: "General housekeeping",
          employerDescription: "Default description",
          reasonOfLeaving: "Contract finished",
        },
      ],
    });
  });

  it("refuses a file that is not an image, or of 5MB, and previews an accepted photo", async () => {
    stubApi({});
    renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText("Photo file");

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select an image file");
    expect(screen.queryByRole("img", { name: "Chosen photo" })).not.toBeInTheDocument();

    await user.upload(input, png("huge.png", IMAGE_MAX_BYTES));
    expect(screen.getByRole("alert")).toHaveTextContent("Image size must be less than 5MB");
    expect(screen.queryByRole("img", { name: "Chosen photo" })).not.toBeInTheDocument();

    await user.upload(input, png("ana.png", IMAGE_MAX_BYTES - 1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Chosen photo" })).toHaveAttribute(
      "src",
      "blob:preview",
    );
    await user.click(screen.getByRole("button", { name: "Remove chosen photo" }));
    expect(screen.queryByRole("img", { name: "Chosen photo" })).not.toBeInTheDocument();
  });

  it("sends JSON with the create defaults when there is no photo", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper(), 201) });
    const { onCreated } = renderDialog();
    await fillRequired();

    await submit();

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [request] = requestsTo(fetchSpy, CREATE);
    expect(new Headers(request?.init?.headers).get("Content-Type")).toBe("application/json");
    expect(request?.body).toMatchObject({
      name: "Ana Reyes",
      country: "Philippines",
      DOB: "1992-04-01",
      Religion: "Catholic",
      salary: 500,
      height: 160,
      weight: 55,
      maritalStatus: "Single",
      supplier: "Default Supplier",
      skills: ["Cooking"],
      languages: ["English"],
      type: ["New/Fresh"],
      isActive: true,
      isEmployed: false,
    });
  });

  it("asks when she can start, blank meaning now (null)", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper()) });
    const { onCreated } = renderDialog();
    const availableFrom = field(HELPER_FIELDS.availableFrom.label);
    expect(availableFrom).toHaveAttribute("type", "date");
    expect(availableFrom).toHaveAccessibleDescription(HELPER_FIELDS.availableFrom.hint);
    await fillRequired();

    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchSpy, CREATE)[0]?.body).toMatchObject({ availableFrom: null });
  });

  it("sends the day she can start", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper()) });
    const { onCreated } = renderDialog();
    await fillRequired();
    setValue(HELPER_FIELDS.availableFrom.label, "2027-01-04");

    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchSpy, CREATE)[0]?.body).toMatchObject({ availableFrom: "2027-01-04" });
  });

  it("sends the photo and the values as multipart, showing 'Creating...' meanwhile", async () => {
    const created = deferredResponse();
    const fetchSpy = stubApi({ [CREATE]: () => created.promise });
    const { onCreated } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Photo file"), png());
    await fillRequired();

    await submit();

    expect(screen.getByRole("button", { name: "Creating..." })).toBeDisabled();
    expect(field("Name")).toBeDisabled();
    const body = requestsTo(fetchSpy, CREATE)[0]?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect((form.get("image") as File).name).toBe("ana.png");
    expect(JSON.parse(String(form.get("data")))).toMatchObject({ name: "Ana Reyes" });

    created.answer(jsonResponse(buildAdminHelper(), 201));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(field("Name")).toHaveValue("");
  });

  it("keeps the biodata sections closed until chosen, opens one holding a message, and sends the biodata", async () => {
    const fetchSpy = stubApi({ [CREATE]: () => jsonResponse(buildAdminHelper(), 201) });
    const { onCreated } = renderDialog();
    await fillRequired();
    expect(screen.queryByLabelText("EA personnel registration number")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Personal" }));
    setValue("Place of birth", "Cebu");
    setValue("Ages of children", "4, x");
    await userEvent.click(screen.getByRole("button", { name: "Personal" }));
    expect(screen.queryByLabelText("Place of birth")).toBeNull();
    await submit();

    expect(field("Ages of children")).toHaveAccessibleDescription(
      "Ages of children must be whole numbers separated by commas",
    );
    expect(field("Place of birth")).toHaveValue("Cebu");
    expect(requestsTo(fetchSpy, CREATE)).toHaveLength(0);

    setValue("Ages of children", "4");
    await userEvent.click(screen.getByRole("button", { name: "Interview & Agency" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "In person" }));
    await submit();

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(requestsTo(fetchSpy, CREATE)[0]?.body).toMatchObject({
      biodata: {
        personal: { placeOfBirth: "Cebu", childrenAges: [4], siblings: null },
        skills: { cooking: { willing: null, assessment: null } },
        interview: ["inPerson"],
        eaPersonnelNumber: "",
      },
    });
  });

  it("shows the server's message and its field messages when the create is refused", async () => {
    stubApi({
      [CREATE]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: "Supplier is not known",
            errors: [{ field: "supplier", message: "Supplier is not known" }],
          },
          400,
        ),
    });
    const { onCreated } = renderDialog();
    await fillRequired();

    await submit();

    expect(await screen.findByText("Error adding maid: Supplier is not known")).toBeInTheDocument();
    expect(field("Supplier")).toHaveAttribute("aria-invalid", "true");
    expect(field("Supplier")).toHaveAccessibleDescription("Supplier is not known");
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to add maid' when the request does not get through", async () => {
    stubApi({ [CREATE]: () => Promise.reject(new TypeError("Failed to fetch")) });
    renderDialog();
    await fillRequired();

    await submit();

    expect(await screen.findByText("Error adding maid: Failed to add maid")).toBeInTheDocument();
  });
});

describe("adding from the list", { timeout: 15_000 }, () => {
  it("says 'Maid added successfully!', closes, refreshes the list, and opens empty again", async () => {
    const added = buildAdminHelper({ name: "Ana Reyes" });
    let stored = [buildAdminHelper({ name: "Siti Rahayu" })];
    stubApi({
      [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse(stored, url),
      [CREATE]: () => {
        stored = [added, ...stored];
        return jsonResponse(added, 201);
      },
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (1)");

    await userEvent.click(screen.getByRole("button", { name: "Add Maid" }));
    await fillRequired();
    await submit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Maid added successfully!");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Maid" }));
    expect(field("Name")).toHaveValue("");
  });

  it("keeps what was typed when the dialog is cancelled", async () => {
    stubApi({ [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse([], url) });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (0)");
    expect(screen.getByText("No helpers match")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add Maid" }));
    setValue("Name", "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Add Maid" }));

    expect(field("Name")).toHaveValue("Ana");
  });
});
