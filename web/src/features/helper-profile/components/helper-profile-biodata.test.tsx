import { BIODATA_LABELS, emptyBiodata, toCustomerBiodata } from "@maids/contract/biodata.ts";
import type { CustomerHelperProfile } from "@maids/contract/helper.ts";
import { API_MESSAGES, HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildAgency } from "@/testing/agency-factory.ts";
import { profileResponse } from "@/testing/auth-factory.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildPublicHelper } from "@/testing/helper-factory.ts";
import { renderRoute } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { buildCustomerHelper, HELPER_ID } from "../testing/customer-helper-factory.ts";
import { whatsappShareUrl } from "../utils/share-link.ts";
import { HelperProfile } from "./helper-profile.tsx";

const HELPER_URL = `GET /api/catalogue/maids/${HELPER_ID}`;
const PDF = `GET /api/user/maids/${HELPER_ID}/biodata.pdf`;

function recordedAdminBiodata() {
  const biodata = emptyBiodata();
  biodata.personal = {
    placeOfBirth: "Iloilo",
    homeAddress: "12 Rizal Street",
    repatriationPort: "Manila",
    homeContactNumber: "+63 912 345 6789",
    siblings: 0,
    childrenAges: [3, 7],
  };
  biodata.medical = {
    ...biodata.medical,
    allergies: "Seafood",
    illnesses: { ...biodata.medical.illnesses, asthma: true, operations: true },
    dietaryRestrictions: "No spicy food",
    foodHandling: ["noPork", "noBeef"],
  };
  biodata.skills.cooking = {
    willing: true,
    experienced: true,
    experienceYears: 4,
    assessment: 4,
    assessorNote: "Chinese and Filipino dishes",
  };
  biodata.skills.elderlyCare = {
    willing: false,
    experienced: null,
    experienceYears: null,
    assessment: null,
    assessorNote: "",
  };
  biodata.interview = ["phone", "video"];
  return biodata;
}

const recordedBiodata = () => toCustomerBiodata(recordedAdminBiodata(), { medicalHistory: true });

function helperWithBiodata(): CustomerHelperProfile {
  const maid = buildCustomerHelper({ biodata: recordedBiodata() });
  const [singapore, ...others] = maid.employmentDetails;
  if (!singapore) throw new Error("the factory gives employment entries");
  const withFeedback = { ...singapore, employerType: "Chinese family", feedback: "Kind and tidy" };
  return { ...maid, employmentDetails: [withFeedback, ...others] };
}

function stubSignedIn(maid: CustomerHelperProfile, routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/auth/session": () => profileResponse(),
    "GET /api/user/favorites": () => jsonResponse([]),
    "GET /api/user/interview-requests": () => jsonResponse([]),
    "GET /api/agency": () => jsonResponse(buildAgency()),
    [HELPER_URL]: () => jsonResponse(maid),
    ...routes,
  });
}

async function renderProfile() {
  renderRoute(<HelperProfile />, { path: "/maid/:id", at: `/maid/${HELPER_ID}` });
  await screen.findByRole("heading", { name: "Maricel Dela Cruz", level: 1 });
}

const region = (name: string) => screen.getByRole("region", { name });
const BIODATA_REGIONS = [
  "Skills, willingness and experience",
  "Medical history and dietary restrictions",
  "Availability for interview",
];

describe("the profile's biodata", () => {
  it("shows the skills table with answers, stars or N.A., and the assessor's note", async () => {
    stubSignedIn(helperWithBiodata());
    await renderProfile();

    const table = within(region("Skills, willingness and experience")).getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Area of workWillingExperienceAssessment",
      "Care of elderlyNo–N.A.",
      "CookingYesYes, 4 years",
      "Assessor's note: Chinese and Filipino dishes",
    ]);
    expect(within(table).getByRole("img", { name: "4 Stars" })).toBeInTheDocument();
    expect(within(table).getByLabelText("Not answered")).toBeInTheDocument();
  });

  it("shows the skills as a list on phones, too narrow for the table", async () => {
    setViewportWidth(390);
    stubSignedIn(helperWithBiodata());
    await renderProfile();

    const skills = within(region("Skills, willingness and experience"));
    expect(skills.queryByRole("table")).toBeNull();
    const [elderly, cooking] = skills.getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(elderly).toHaveTextContent("Care of elderlyN.A.Willing: No · Experience: –");
    expect(cooking).toHaveTextContent(
      "CookingWilling: Yes · Experience: Yes, 4 yearsAssessor's note: Chinese and Filipino dishes",
    );
    expect(within(cooking).getByRole("img", { name: "4 Stars" })).toBeInTheDocument();
  });

  it("lists the illnesses answered yes, allergies, diet and food handling", async () => {
    stubSignedIn(helperWithBiodata());
    await renderProfile();

    const medical = within(region("Medical history and dietary restrictions"));
    const facts = medical.getAllByRole("term").map((term) => term.textContent);
    expect(facts).toEqual([
      "Past and existing illnesses",
      "Allergies",
      "Dietary restrictions",
      "Food handling preferences",
    ]);
    expect(medical.getByText("Asthma, Operations")).toBeInTheDocument();
    expect(medical.getByText("Seafood")).toBeInTheDocument();
    expect(medical.getByText("No pork, No beef")).toBeInTheDocument();
  });

  it("says the medical history is shared with engaged families when the answer leaves it out", async () => {
    const maid = helperWithBiodata();
    const withoutHistory = toCustomerBiodata(recordedAdminBiodata(), { medicalHistory: false });
    stubSignedIn({ ...maid, biodata: withoutHistory });
    await renderProfile();

    const medical = within(region("Medical history and dietary restrictions"));
    const facts = medical.getAllByRole("term").map((term) => term.textContent);
    expect(facts).toEqual([
      BIODATA_LABELS.medicalHistoryWithheld.label,
      "Dietary restrictions",
      "Food handling preferences",
    ]);
    expect(medical.getByText(BIODATA_LABELS.medicalHistoryWithheld.text)).toBeInTheDocument();
    expect(medical.queryByText("Seafood")).toBeNull();
    expect(medical.queryByText("Asthma, Operations")).toBeNull();
  });

  it("adds the personal extras, the interview availability and the employer's words", async () => {
    stubSignedIn(helperWithBiodata());
    await renderProfile();

    const personal = within(region("Personal Information"));
    expect(personal.getByText("Place of birth").nextSibling).toHaveTextContent("Iloilo");
    expect(personal.getByText("Port/airport of repatriation").nextSibling).toHaveTextContent(
      "Manila",
    );
    expect(personal.getByText("Number of siblings").nextSibling).toHaveTextContent("0");
    expect(personal.getByText("Ages of children").nextSibling).toHaveTextContent("3, 7");
    // Contact details stay with the agency.
    expect(screen.queryByText("12 Rizal Street")).toBeNull();
    expect(screen.queryByText(/\+63/)).toBeNull();

    expect(
      within(within(region("Availability for interview")).getByRole("list")).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(2);
    expect(region("Availability for interview")).toHaveTextContent("By phoneBy video");

    const singapore = within(region("Employment History"))
      .getAllByRole("listitem")
      .find((entry) => entry.textContent?.includes("Singapore"));
    expect(singapore).toHaveTextContent("Employer typeChinese family");
    expect(within(singapore as HTMLElement).getByRole("figure")).toHaveTextContent(
      "Feedback from employerKind and tidy",
    );
  });

  it("offers no interview request for a helper not available for interview, and says so", async () => {
    const maid = buildCustomerHelper({
      biodata: { ...recordedBiodata(), interview: ["notAvailable"] },
    });
    stubSignedIn(maid);
    await renderProfile();
    expect(screen.getByText(API_MESSAGES.notAvailableForInterview)).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: HELPER_PROFILE_TEXTS.requestInterview }),
    ).toBeNull();
  });

  it("leaves out every empty part for a helper saved before biodata existed", async () => {
    stubSignedIn(buildCustomerHelper());
    await renderProfile();

    for (const name of BIODATA_REGIONS) expect(screen.queryByRole("region", { name })).toBeNull();
    const personal = within(region("Personal Information"));
    // Her profile's own facts: when she can start, height, weight, marital status, children,
    // religion and education; none of the biodata's.
    expect(personal.getAllByRole("term")).toHaveLength(7);
    expect(screen.queryByText("Employer type")).toBeNull();
    expect(screen.queryByText("Feedback from employer")).toBeNull();
    // The PDF still holds her profile.
    expect(screen.getByRole("button", { name: "Download biodata (PDF)" })).toBeVisible();
  });

  it("shows anonymous visitors no biodata, no download and no sharing", async () => {
    stubApi({ [HELPER_URL]: () => jsonResponse(buildPublicHelper({ id: HELPER_ID })) });
    await renderProfile();

    for (const name of BIODATA_REGIONS) expect(screen.queryByRole("region", { name })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download biodata (PDF)" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Share on WhatsApp" })).toBeNull();
  });
});

describe("sharing and downloading the biodata", () => {
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

  it("shares a WhatsApp message naming the helper with her profile's address", async () => {
    stubSignedIn(helperWithBiodata());
    await renderProfile();

    const link = screen.getByRole("link", { name: "Share on WhatsApp" });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(
      `Have a look at Maricel Dela Cruz, a domestic helper (maid ID 7): ${window.location.origin}/maid/7`,
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(whatsappShareUrl({ id: 7, name: "Siti & Ana" }, "https://agency.example")).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        "Have a look at Siti & Ana, a domestic helper (maid ID 7): https://agency.example/maid/7",
      )}`,
    );
  });

  it("downloads the customer's PDF from the user route", async () => {
    const fetchSpy = stubSignedIn(helperWithBiodata(), {
      [PDF]: () =>
        new Response("%PDF-1.7", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="biodata-7-Maricel Dela Cruz.pdf"',
          },
        }),
    });
    await renderProfile();

    await userEvent.click(screen.getByRole("button", { name: "Download biodata (PDF)" }));

    await waitFor(() =>
      expect(clicks).toEqual([
        { href: "blob:biodata", download: "biodata-7-Maricel Dela Cruz.pdf" },
      ]),
    );
    expect(requestsTo(fetchSpy, PDF)).toHaveLength(1);
  });

  it("says so when the PDF cannot be downloaded", async () => {
    stubSignedIn(helperWithBiodata(), { [PDF]: () => apiErrorResponse(404, "Maid not found") });
    await renderProfile();

    await userEvent.click(screen.getByRole("button", { name: "Download biodata (PDF)" }));

    expect(
      await screen.findByText("The biodata could not be downloaded. Please try again."),
    ).toHaveAttribute("role", "alert");
    expect(clicks).toEqual([]);
  });
});
