import { BIODATA_MESSAGES, emptyBiodata } from "@maids/contract/biodata.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { buildAdminHelperRecord, buildEmploymentEntry } from "../testing/admin-helper-factory.ts";
import { EditHelperDialog } from "./edit-helper-dialog.tsx";

const LOAD = "GET /api/admin/maid/12";
const SAVE = "PUT /api/admin/maid/12";
const PDF = "GET /api/admin/maids/12/biodata.pdf";

function withBiodata() {
  const biodata = emptyBiodata();
  biodata.personal = {
    placeOfBirth: "Iloilo",
    homeAddress: "12 Rizal Street, Iloilo City",
    repatriationPort: "Manila",
    homeContactNumber: "+63 912 345 6789",
    siblings: 3,
    childrenAges: [3, 7],
  };
  biodata.medical.illnesses.asthma = true;
  biodata.medical.foodHandling = ["noPork"];
  biodata.skills.cooking = {
    willing: true,
    experienced: true,
    experienceYears: 4,
    assessment: 4,
    assessorNote: "Chinese and Filipino dishes",
  };
  biodata.interview = ["video"];
  biodata.eaPersonnelNumber = "R1234567";
  return biodata;
}

const employment = [buildEmploymentEntry({ employerType: "Chinese family", feedback: "Kind" })];
const maid = buildAdminHelperRecord({ id: 12, employmentDetails: employment }, withBiodata());
/** A helper saved before biodata existed: the server answers the empty biodata. */
const olderHelper = buildAdminHelperRecord({ id: 12, employmentDetails: [buildEmploymentEntry()] });

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

const setValue = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function renderDialog() {
  const onSaved = vi.fn();
  renderWithProviders(<EditHelperDialog maidId={12} onClose={vi.fn()} onSaved={onSaved} />);
  return { onSaved };
}

async function loaded() {
  await waitFor(() => expect(field("Name")).toHaveValue("Maricel Dela Cruz"));
}

const tab = (name: string) => screen.getByRole("tab", { name });
const openTab = (name: string) => userEvent.click(tab(name));
const save = () => userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
const skillRow = (area: string) => screen.getByRole("group", { name: area });
const isMarked = (name: string) =>
  tab(name).querySelector('[data-testid="ErrorOutlineRoundedIcon"]') !== null;

// A dialog with every field of a helper: slow to query on a busy two-core machine.
describe("EditHelperDialog's biodata", { timeout: 45_000 }, () => {
  it("shows the stored biodata in its tabs, and employer type and feedback", async () => {
    stubApi({ [LOAD]: () => jsonResponse(maid) });
    renderDialog();
    await loaded();

    await openTab("Personal");
    expect(field("Place of birth")).toHaveValue("Iloilo");
    expect(field("Number of siblings")).toHaveValue(3);
    expect(field("Ages of children")).toHaveValue("3, 7");
    expect(field("Ages of children")).toHaveAccessibleDescription(
      "Ages separated by commas, e.g. 3, 7",
    );

    await openTab("Medical & Diet");
    expect(screen.getByRole("checkbox", { name: "Asthma" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Epilepsy" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "No pork" })).toBeChecked();

    await openTab("Skills Assessment");
    const cooking = within(skillRow("Cooking"));
    const willing = cooking.getByRole("group", { name: "Willing" });
    expect(within(willing).getByRole("button", { name: "Yes" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(cooking.getByLabelText("Years")).toHaveValue(4);
    expect(cooking.getByRole("radio", { name: "4 Stars" })).toBeChecked();
    expect(cooking.getByRole("button", { name: "N.A." })).toHaveAttribute("aria-pressed", "false");
    expect(cooking.getByLabelText("Assessor's note")).toHaveValue("Chinese and Filipino dishes");
    const elderly = within(skillRow("Care of elderly"));
    expect(elderly.getByRole("button", { name: "N.A." })).toHaveAttribute("aria-pressed", "true");

    await openTab("Interview & Agency");
    expect(screen.getByRole("checkbox", { name: "By video" })).toBeChecked();
    expect(field("EA personnel registration number")).toHaveValue("R1234567");
    expect(field("EA personnel registration number")).toHaveAccessibleDescription("e.g. R1234567");

    await openTab("Employment History");
    expect(field("Employer type")).toHaveValue("Chinese family");
    expect(field("Feedback from employer")).toHaveValue("Kind");
  });

  it("shows each message on its field, marks the tabs and opens the first", async () => {
    const fetchSpy = stubApi({ [LOAD]: () => jsonResponse(maid) });
    renderDialog();
    await loaded();

    await openTab("Personal");
    setValue("Contact number in home country", "call me");
    setValue("Number of siblings", "21");
    setValue("Ages of children", "3, seven");
    await openTab("Skills Assessment");
    const elderly = within(skillRow("Care of elderly"));
    fireEvent.change(elderly.getByLabelText("Years"), { target: { value: "2" } });
    await openTab("Interview & Agency");
    await userEvent.click(screen.getByRole("checkbox", { name: "Not available for interview" }));
    setValue("EA personnel registration number", "S1234567");
    await openTab("Basic Info");
    await save();

    expect(requestsTo(fetchSpy, SAVE)).toHaveLength(0);
    expect(tab("Personal")).toHaveAttribute("aria-selected", "true");
    expect(["Personal", "Skills Assessment", "Interview & Agency"].filter(isMarked)).toHaveLength(
      3,
    );
    expect(["Basic Info", "Medical & Diet", "Employment History"].filter(isMarked)).toEqual([]);
    expect(field("Contact number in home country")).toHaveAccessibleDescription(
      BIODATA_MESSAGES.contactNumber,
    );
    expect(field("Number of siblings")).toHaveAccessibleDescription(
      "Number of siblings must be between 0 and 20",
    );
    expect(field("Ages of children")).toHaveAccessibleDescription(BIODATA_MESSAGES.childrenAges);

    await openTab("Skills Assessment");
    expect(within(skillRow("Care of elderly")).getByLabelText("Years")).toHaveAccessibleDescription(
      BIODATA_MESSAGES.experienceWithoutYes,
    );

    await openTab("Interview & Agency");
    expect(screen.getByText(BIODATA_MESSAGES.interviewNotAvailable)).toBeInTheDocument();
    expect(field("EA personnel registration number")).toHaveAccessibleDescription(
      BIODATA_MESSAGES.eaPersonnelNumber,
    );

    // A message goes when its field is edited; the tab stays marked while others remain.
    setValue("EA personnel registration number", "R7654321");
    expect(field("EA personnel registration number")).toHaveAccessibleDescription("e.g. R1234567");
    expect(isMarked("Interview & Agency")).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "By video" }));
    expect(isMarked("Interview & Agency")).toBe(false);
  });

  it("puts the server's messages on nested biodata fields and opens their tab", async () => {
    stubApi({
      [LOAD]: () => jsonResponse(maid),
      [SAVE]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: BIODATA_MESSAGES.assessment,
            errors: [
              { field: "biodata.skills.cooking.assessment", message: BIODATA_MESSAGES.assessment },
              { field: "biodata.personal.childrenAges.1", message: BIODATA_MESSAGES.childrenAges },
            ],
          },
          400,
        ),
    });
    renderDialog();
    await loaded();

    await save();

    expect(await screen.findByText("Error updating maid. Please try again.")).toBeInTheDocument();
    expect(tab("Personal")).toHaveAttribute("aria-selected", "true");
    expect(isMarked("Skills Assessment")).toBe(true);
    expect(field("Ages of children")).toHaveAccessibleDescription(BIODATA_MESSAGES.childrenAges);
    await openTab("Skills Assessment");
    expect(within(skillRow("Cooking")).getByText(BIODATA_MESSAGES.assessment)).toBeInTheDocument();
    expect(within(skillRow("Care of elderly")).queryByText(BIODATA_MESSAGES.assessment)).toBeNull();
  });

  it("saves the biodata as the contract reads it", async () => {
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(maid),
      [SAVE]: () => jsonResponse(maid),
    });
    const { onSaved } = renderDialog();
    await loaded();

    await openTab("Personal");
    setValue("Ages of children", "3, 7, 12");
    await openTab("Medical & Diet");
    await userEvent.click(screen.getByRole("checkbox", { name: "Diabetes" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "No beef" }));
    await openTab("Skills Assessment");
    const elderly = within(skillRow("Care of elderly"));
    await userEvent.click(
      within(elderly.getByRole("group", { name: "Willing" })).getByRole("button", { name: "No" }),
    );
    // jsdom has no layout, so the pointer's hover position would pick a star; click the radio alone.
    fireEvent.click(elderly.getByRole("radio", { name: "2 Stars" }));
    const cooking = within(skillRow("Cooking"));
    await userEvent.click(cooking.getByRole("button", { name: "N.A." }));
    // Pressing the chosen answer again leaves the question unanswered.
    await userEvent.click(
      within(cooking.getByRole("group", { name: "Willing" })).getByRole("button", { name: "Yes" }),
    );
    await openTab("Interview & Agency");
    await userEvent.click(screen.getByRole("checkbox", { name: "By phone" }));
    setValue("EA personnel registration number", "r7654321");
    await openTab("Employment History");
    setValue("Feedback from employer", "Hard-working and honest");
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = requestsTo(fetchSpy, SAVE)[0]?.body;
    expect(sent).toMatchObject({
      biodata: {
        personal: { placeOfBirth: "Iloilo", siblings: 3, childrenAges: [3, 7, 12] },
        medical: {
          illnesses: { asthma: true, diabetes: true, epilepsy: false },
          foodHandling: ["noPork", "noBeef"],
        },
        skills: {
          cooking: { willing: null, experienced: true, experienceYears: 4, assessment: null },
          elderlyCare: { willing: false, experienced: null, experienceYears: null, assessment: 2 },
        },
        interview: ["phone", "video"],
        eaPersonnelNumber: "R7654321",
      },
      employmentDetails: [{ employerType: "Chinese family", feedback: "Hard-working and honest" }],
    });
  });

  it("opens and saves a helper saved before biodata existed", async () => {
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(olderHelper),
      [SAVE]: () => jsonResponse(olderHelper),
    });
    const { onSaved } = renderDialog();
    await loaded();
    await openTab("Skills Assessment");
    expect(within(skillRow("Cooking")).getByRole("button", { name: "N.A." })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = requestsTo(fetchSpy, SAVE)[0]?.body as Record<string, unknown>;
    expect(sent.biodata).toEqual(emptyBiodata());
    expect(sent.employmentDetails).toEqual([buildEmploymentEntry()]);
  });
});

describe("Download biodata (PDF)", { timeout: 45_000 }, () => {
  const clicks: { href: string; download: string }[] = [];

  beforeEach(() => {
    clicks.length = 0;
    URL.createObjectURL = vi.fn(() => "blob:biodata");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });
  });

  afterEach(() => vi.restoreAllMocks());

  it("downloads the admin's PDF under the server's file name", async () => {
    const fetchSpy = stubApi({
      [LOAD]: () => jsonResponse(maid),
      [PDF]: () =>
        new Response("%PDF-1.7 biodata", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition":
              "attachment; filename=\"biodata-12-Maricel Dela Cruz.pdf\"; filename*=UTF-8''biodata-12-Maricel%20Dela%20Cruz.pdf",
          },
        }),
    });
    renderDialog();

    await userEvent.click(screen.getByRole("button", { name: "Download biodata (PDF)" }));

    await waitFor(() =>
      expect(clicks).toEqual([
        { href: "blob:biodata", download: "biodata-12-Maricel Dela Cruz.pdf" },
      ]),
    );
    expect(requestsTo(fetchSpy, PDF)[0]?.init?.credentials).toBe("include");
  });

  it("says so when the PDF cannot be downloaded", async () => {
    stubApi({ [LOAD]: () => jsonResponse(maid), [PDF]: () => apiErrorResponse(500, "Oops") });
    renderDialog();

    await userEvent.click(screen.getByRole("button", { name: "Download biodata (PDF)" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The biodata could not be downloaded. Please try again.",
    );
    expect(clicks).toEqual([]);
  });
});
