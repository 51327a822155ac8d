import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { HELPER_FIELDS } from "@maids/contract/helper-fields.ts";
import { ADMIN_MESSAGES, EDIT_HELPER_TABS } from "@maids/contract/messages.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
import { renderWithProviders } from "@/testing/render.tsx";
import { buildAdminHelperRecord, buildEmploymentEntry } from "../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE, pageResponse } from "../testing/admin-helper-pages.ts";
import { renderAdminHelpers, rowOf } from "../testing/render-screen.tsx";
import { ADMIN_HELPERS_TEXTS, FORM_TEXTS } from "../texts.ts";
import { EditHelperDialog } from "./edit-helper-dialog.tsx";

const LOAD = "GET /api/admin/maid/12";
const SAVE = "PUT /api/admin/maid/12";

const maid = buildAdminHelperRecord({
  id: 12,
  name: "Maricel Dela Cruz",
  skills: ["Cooking", "Childcare"],
  languages: ["English", "Tagalog"],
  type: ["Transfer"],
  employmentDetails: [buildEmploymentEntry()],
});

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

function renderDialog() {
  const onSaved = vi.fn();
  renderWithProviders(<EditHelperDialog maidId={12} onClose={vi.fn()} onSaved={onSaved} />);
  return { onSaved };
}

async function loaded() {
  await waitFor(() => expect(field("Name")).toHaveValue("Maricel Dela Cruz"));
}

const openTab = (name: string) => userEvent.click(screen.getByRole("tab", { name }));
const save = () => userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

// A dialog with every field of a helper: slow to query on a busy two-core machine.
describe("EditHelperDialog", { timeout: 15_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });

  it("loads the helper with a spinner, then shows its ID, its values, the spec's four tabs and the biodata's", async () => {
    const load = deferredResponse();
    stubApi({ [LOAD]: () => load.promise });
    renderDialog();

    const dialog = screen.getByRole("dialog", { name: "Edit Maid" });
    expect(within(dialog).getByRole("progressbar", { name: "Loading helper" })).toBeInTheDocument();
    expect(within(dialog).getByText("Maid ID: 12")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: "Audit trail of this helper" }),
    ).toHaveAttribute("href", "/admin/audit?recordType=maid&recordId=12");
    load.answer(jsonResponse(maid));

    await loaded();
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Basic Info",
      "Skills & Languages",
      "Additional Details",
      "Employment History",
      "Personal",
      "Medical & Diet",
      "Skills Assessment",
      "Interview & Agency",
    ]);
    expect(field("Height \\(cm\\)")).toHaveValue(158);
    expect(field("Supplier")).toHaveValue("ID-2");
    expect(screen.getByRole("img", { name: "Current photo" })).toHaveAttribute(
      "src",
      "/api/images/ab12/card.webp",
    );

    await openTab("Additional Details");
    expect(field("Highest education")).toHaveValue("High School");
    await openTab("Employment History");
    expect(field("Country of work")).toHaveValue("Singapore");
    expect(field("Reason for leaving")).toHaveValue("Family relocated");
  });

  it("says so when the helper cannot be loaded", async () => {
    expectConsoleErrors();
    stubApi({ [LOAD]: () => apiErrorResponse(404, "Maid not found") });
    renderDialog();

    expect(await screen.findByText("We could not load this helper.")).toBeInTheDocument();
  });

  it("keeps at least one row in each list, and drops blank rows on save", async () => {
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(maid),
      [SAVE]: () => jsonResponse(maid),
    });
    renderDialog();
    await loaded();
    await openTab("Skills & Languages");

    expect(screen.getByRole("button", { name: "Remove Type 1" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Remove Skill 2" }));
    expect(screen.getByRole("button", { name: "Remove Skill 1" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Add skill" }));
    expect(screen.getByRole("combobox", { name: "Skill 2" })).toHaveValue("");

    await save();

    await waitFor(() => expect(requestsTo(fetchSpy, SAVE)).toHaveLength(1));
    expect(requestsTo(fetchSpy, SAVE)[0]?.body).toMatchObject({
      skills: ["Cooking"],
      type: ["Transfer"],
    });
  });

  it("refuses an emptied list with its message", async () => {
    const fetchSpy = stubApi({ [LOAD]: () => jsonResponse({ ...maid, type: ["Transfer"] }) });
    renderDialog();
    await loaded();
    await openTab("Skills & Languages");

    await userEvent.clear(screen.getByRole("combobox", { name: "Type 1" }));
    await openTab("Basic Info");
    await save();

    expect(screen.getByRole("tab", { name: "Skills & Languages" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByText("Add at least one type")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, SAVE)).toHaveLength(0);
  });

  it("resets a rating to 0 when its language is removed, and saves chosen ratings", async () => {
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(maid),
      [SAVE]: () => jsonResponse(maid),
    });
    renderDialog();
    await loaded();
    await openTab("Skills & Languages");

    const english = screen.getByRole("group", { name: "English rating" });
    expect(within(english).getByRole("radio", { name: "4 Stars" })).toBeChecked();
    expect(within(english).getByText("4 Stars", { selector: "p" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove Language 1" }));
    expect(screen.queryByRole("group", { name: "English rating" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add language" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Language 2" }));
    await userEvent.click(await screen.findByRole("option", { name: "Chinese" }));
    const chinese = screen.getByRole("group", { name: "Chinese rating" });
    expect(within(chinese).getByText("Not rated")).toBeInTheDocument();
    // jsdom has no layout, so the pointer's hover position would pick a star; click the radio alone.
    fireEvent.click(within(chinese).getByRole("radio", { name: "3 Stars" }));
    expect(within(chinese).getByText("3 Stars", { selector: "p" })).toBeInTheDocument();

    await save();

    await waitFor(() => expect(requestsTo(fetchSpy, SAVE)).toHaveLength(1));
    expect(requestsTo(fetchSpy, SAVE)[0]?.body).toMatchObject({
      languages: ["Tagalog", "Chinese"],
      maidDetails: { englishRating: 0, chineseRating: 3, dialectRating: 0 },
    });
  });

  it("checks the edit ranges and opens the tab holding the first message", async () => {
    const fetchSpy = stubApi({ [LOAD]: () => jsonResponse(maid) });
    renderDialog();
    await loaded();

    fireEvent.change(field("Height \\(cm\\)"), { target: { value: "201" } });
    fireEvent.change(field("Weight \\(kg\\)"), { target: { value: "150" } });
    await openTab("Employment History");
    await save();

    expect(screen.getByRole("tab", { name: "Basic Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByText("Height must be between 100 and 200")).toBeInTheDocument();
    expect(screen.queryByText(/Weight must be/)).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, SAVE)).toHaveLength(0);
  });

  it("shows 'Updating...' while saving a replaced photo as multipart, then reports success", async () => {
    const saved = deferredResponse();
    const fetchSpy = stubApi({ [LOAD]: () => jsonResponse(maid), [SAVE]: () => saved.promise });
    const { onSaved } = renderDialog();
    await loaded();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText("Photo file"),
      new File(["x"], "gif.gif", { type: "text/plain" }),
    );
    expect(screen.getByText("Please select an image file")).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText("Photo file"),
      new File([new Uint8Array(10)], "new.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByRole("img", { name: "Chosen photo" })).toBeInTheDocument();
    fireEvent.change(field("Name"), { target: { value: "Maricel D. Cruz" } });
    await save();

    expect(screen.getByRole("button", { name: "Updating..." })).toBeDisabled();
    expect(field("Name")).toBeDisabled();
    const body = requestsTo(fetchSpy, SAVE)[0]?.init?.body as FormData;
    expect((body.get("image") as File).name).toBe("new.jpg");
    expect(JSON.parse(String(body.get("data")))).toMatchObject({ name: "Maricel D. Cruz" });

    saved.answer(jsonResponse({ ...maid, name: "Maricel D. Cruz" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("says 'Error updating maid. Please try again.' and shows the server's field messages", async () => {
    stubApi({
      [LOAD]: () => jsonResponse(maid),
      [SAVE]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: "The request is invalid.",
            errors: [
              { field: "employmentDetails.0.endDate", message: "End date cannot be in the future" },
            ],
          },
          400,
        ),
    });
    const { onSaved } = renderDialog();
    await loaded();

    await save();

    expect(await screen.findByText("Error updating maid. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Employment History" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByText("End date cannot be in the future")).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("editing from the list", { timeout: 15_000 }, () => {
  it("closes the dialog and says 'Maid updated successfully!'", async () => {
    let stored = maid;
    stubApi({
      [ADMIN_HELPERS_PAGE]: ({ url }) => pageResponse([stored], url),
      [LOAD]: () => jsonResponse(stored),
      [SAVE]: () => {
        stored = { ...maid, salary: 800 };
        return jsonResponse(stored);
      },
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (1)");
    await userEvent.click(rowOf("Maricel Dela Cruz"));
    await loaded();

    fireEvent.change(field("Salary \\(\\$\\)"), { target: { value: "800" } });
    await save();

    expect(await screen.findByRole("alert")).toHaveTextContent("Maid updated successfully!");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(rowOf("Maricel Dela Cruz")).getByText("$800")).toBeInTheDocument();
  });

  it("shows the helper's first-permit warnings, and sends her passport expiry as edited", async () => {
    const warned = {
      ...maid,
      eligibilityWarnings: [ELIGIBILITY_MESSAGES.youngerThanFirstPermit],
    };
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(warned),
      [SAVE]: () => jsonResponse(warned),
    });
    renderDialog();
    await loaded();

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(ADMIN_HELPERS_TEXTS.eligibilityWarnings);
    expect(
      within(alert).getByText(ELIGIBILITY_MESSAGES.youngerThanFirstPermit),
    ).toBeInTheDocument();
    expect(field(HELPER_FIELDS.passportExpiry.label)).toHaveValue("2029-06-30");
    fireEvent.change(field(HELPER_FIELDS.passportExpiry.label), {
      target: { value: "2031-01-15" },
    });
    await save();

    await waitFor(() => expect(requestsTo(fetchSpy, SAVE)).toHaveLength(1));
    const [request] = requestsTo(fetchSpy, SAVE);
    expect(request?.body).toMatchObject({ passportExpiry: "2031-01-15" });
  });

  it("shows the day she can start and sends it cleared as now (null)", async () => {
    const later = buildAdminHelperRecord({ id: 12, availableFrom: "2027-01-04" });
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(later),
      [SAVE]: () => jsonResponse(later),
    });
    const { onSaved } = renderDialog();
    await waitFor(() => expect(field(HELPER_FIELDS.availableFrom.label)).toHaveValue("2027-01-04"));
    expect(field(HELPER_FIELDS.availableFrom.label)).toHaveAccessibleDescription(
      HELPER_FIELDS.availableFrom.hint,
    );

    fireEvent.change(field(HELPER_FIELDS.availableFrom.label), { target: { value: "" } });
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchSpy, SAVE)[0]?.body).toMatchObject({ availableFrom: null });
  });

  describe("when someone else saved her meanwhile", () => {
    const theirs = { ...maid, version: 2, salary: maid.salary + 100 };

    /** Loads version 1, then (after the refused save) theirs; the next save is answered `saved`. */
    function stubStaleSave() {
      let loads = 0;
      let saves = 0;
      return stubApi({
        [LOAD]: () => jsonResponse(loads++ === 0 ? maid : theirs),
        [SAVE]: () =>
          saves++ === 0
            ? apiErrorResponse(409, ADMIN_MESSAGES.helperChangedMeanwhile, "stale_version")
            : jsonResponse(theirs),
      });
    }

    async function editNameAndSave() {
      renderDialog();
      await loaded();
      await userEvent.clear(field("Name"));
      await userEvent.type(field("Name"), "Maricel D.");
      await save();
      return screen.findByText(new RegExp(ADMIN_MESSAGES.helperChangedMeanwhile));
    }

    it("says so and on which tab, and keeps the edit to be saved over theirs", async () => {
      const fetchSpy = stubStaleSave();
      const notice = await editNameAndSave();
      expect(requestsTo(fetchSpy, SAVE)[0]?.body).toMatchObject({ expectedVersion: 1 });
      expect(notice).toHaveTextContent(`Changed meanwhile: ${EDIT_HELPER_TABS.basicInfo}.`);
      expect(field("Name")).toHaveValue("Maricel D.");

      await userEvent.click(within(notice).getByRole("button", { name: FORM_TEXTS.keepMyChanges }));
      expect(screen.queryByText(new RegExp(ADMIN_MESSAGES.helperChangedMeanwhile))).toBeNull();
      await save();
      await waitFor(() => expect(requestsTo(fetchSpy, SAVE)).toHaveLength(2));
      expect(requestsTo(fetchSpy, SAVE)[1]?.body).toMatchObject({
        name: "Maricel D.",
        expectedVersion: 2,
      });
    });

    it("loads their version instead when asked", async () => {
      stubStaleSave();
      const notice = await editNameAndSave();
      await userEvent.click(
        within(notice).getByRole("button", { name: FORM_TEXTS.loadTheirVersion }),
      );
      expect(field("Name")).toHaveValue("Maricel Dela Cruz");
      expect(screen.getByLabelText(/^Salary \(\$\)/)).toHaveValue(theirs.salary);
      expect(screen.queryByText(new RegExp(ADMIN_MESSAGES.helperChangedMeanwhile))).toBeNull();
    });
  });
});
