import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { sameOrigin, signIn, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

// Each test fills or checks every biodata section: longer than the suite's 30 s on a busy runner.
test.describe.configure({ timeout: 120_000 });

const employment = {
  country: "Singapore",
  startDate: "2019-03-01",
  endDate: "2022-02-28",
  noOfFamilyMember: "4",
  mainJobScope: "Childcare and cooking",
  employerDescription: "Couple with two children",
  reasonOfLeaving: "Contract finished",
};

/**
 * A helper of this test's own, made through the API with the signed-in administrator's page
 * (its cookie), so that no other test edits or deletes her meanwhile. Inactive: the catalogue's
 * tests, running at the same time, count the seeded helpers and expect their photos.
 */
async function createHelper(page: Page, baseURL: string | undefined, extra: object = {}) {
  const name = `Liza Biodata ${Date.now() % 1_000_000}`;
  const response = await page.request.post("/api/admin/maid", {
    headers: sameOrigin(baseURL),
    data: {
      name,
      country: "Philippines",
      DOB: "1990-05-20",
      Religion: "Catholic",
      isActive: false,
      employmentDetails: [employment],
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name };
}

async function deleteHelper(page: Page, baseURL: string | undefined, id: number) {
  await page.request.delete(`/api/admin/maids/${id}`, { headers: sameOrigin(baseURL) });
}

/** A downloaded PDF: its name, and that it is one of some size. */
async function expectPdf(download: Download, id: number, name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  expect(download.suggestedFilename()).toBe(`biodata-${id}-${slug}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(file.length).toBeGreaterThan(5_000);
}

/** The edit dialog of one helper, found by name (a row on a desktop, a card on a phone). */
async function openEditDialog(page: Page, isMobile: boolean, name: string) {
  await page.goto("/admin");
  await page.getByLabel("Search helpers").fill(name);
  if (isMobile) {
    const card = page.getByRole("article", { name: new RegExp(name) });
    await card.getByRole("button", { name: "View Details" }).click();
  } else {
    await page
      .getByRole("row", { name: new RegExp(name) })
      .getByText(name)
      .click();
  }
  const dialog = page.getByRole("dialog", { name: "Edit Maid" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  return dialog;
}

test("an administrator fills a helper's biodata, sees it again and downloads the PDF", async ({
  page,
  admin,
  baseURL,
  isMobile,
}) => {
  await signInAsAdministrator(page, admin);
  const { id, name } = await createHelper(page, baseURL);

  let dialog = await openEditDialog(page, isMobile, name);
  await dialog.getByRole("tab", { name: "Personal" }).click();
  await dialog.getByLabel("Place of birth").fill("Iloilo");
  await dialog.getByLabel("Ages of children").fill("4, 9");
  await dialog.getByRole("tab", { name: "Medical & Diet" }).click();
  await dialog.getByRole("checkbox", { name: "Asthma" }).check();
  await dialog.getByRole("checkbox", { name: "No pork" }).check();
  await dialog.getByLabel("Allergies").fill("Shellfish");
  await dialog.getByRole("tab", { name: "Skills Assessment" }).click();
  const cooking = dialog.getByRole("group", { name: "Cooking", exact: true });
  await cooking
    .getByRole("group", { name: "Willing" })
    .getByRole("button", { name: "Yes" })
    .click();
  await cooking
    .getByRole("group", { name: "Experience" })
    .getByRole("button", { name: "Yes" })
    .click();
  await cooking.getByLabel("Years").fill("3");
  // The stars are radios: the keyboard picks one as a person would.
  await cooking.getByRole("radio", { name: "1 Star", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await cooking.getByLabel("Assessor's note").fill("Cooks Chinese dishes");
  await dialog.getByRole("tab", { name: "Interview & Agency" }).click();
  await dialog.getByRole("checkbox", { name: "By video" }).check();
  // A wrong number is refused on its field first.
  await dialog.getByLabel("EA personnel registration number").fill("S12");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    dialog.getByText("EA personnel registration number must look like R1234567"),
  ).toBeVisible();
  await dialog.getByLabel("EA personnel registration number").fill("R1234567");
  await dialog.getByRole("tab", { name: "Employment History" }).click();
  await dialog.getByLabel("Employer type").fill("Chinese family");
  await dialog.getByLabel("Feedback from employer").fill("Kind with the children");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Maid updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openEditDialog(page, isMobile, name);
  await dialog.getByRole("tab", { name: "Personal" }).click();
  await expect(dialog.getByLabel("Place of birth")).toHaveValue("Iloilo");
  await expect(dialog.getByLabel("Ages of children")).toHaveValue("4, 9");
  await dialog.getByRole("tab", { name: "Medical & Diet" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Asthma" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "No pork" })).toBeChecked();
  await dialog.getByRole("tab", { name: "Skills Assessment" }).click();
  const saved = dialog.getByRole("group", { name: "Cooking", exact: true });
  await expect(saved.getByRole("radio", { name: "4 Stars" })).toBeChecked();
  await expect(saved.getByLabel("Years")).toHaveValue("3");
  await expect(
    saved.getByRole("group", { name: "Willing" }).getByRole("button", { name: "Yes" }),
  ).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("tab", { name: "Interview & Agency" }).click();
  await expect(dialog.getByLabel("EA personnel registration number")).toHaveValue("R1234567");
  await dialog.getByRole("tab", { name: "Employment History" }).click();
  await expect(dialog.getByLabel("Feedback from employer")).toHaveValue("Kind with the children");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download biodata (PDF)" }).click(),
  ]);
  await expectPdf(download, id, name);

  await deleteHelper(page, baseURL, id);
});

type HelperRecord = {
  id: number;
  name: string;
  isActive: boolean;
  biodata: {
    personal: { placeOfBirth: string; homeAddress: string };
    medical: { allergies: string; dietaryRestrictions: string };
    skills: Record<string, { assessment: number | null; assessorNote: string }>;
    interview: string[];
  };
  employmentDetails: { employerType: string; feedback: string }[];
};

/** A seeded helper whose biodata fills every part the profile shows; read, never changed. */
async function seededHelperWithBiodata(page: Page): Promise<HelperRecord> {
  const list = (await (await page.request.get("/api/admin/maids")).json()) as { id: number }[];
  for (const { id } of list) {
    const maid = (await (await page.request.get(`/api/admin/maid/${id}`)).json()) as HelperRecord;
    const { personal, skills } = maid.biodata;
    const assessed = Object.values(skills).some((row) => row.assessment !== null);
    const feedback = maid.employmentDetails.some((entry) => entry.feedback && entry.employerType);
    if (maid.isActive && personal.placeOfBirth && personal.homeAddress && assessed && feedback) {
      return maid;
    }
  }
  throw new Error("no seeded helper has a full biodata (server/src/demo)");
}

test("a customer sees a helper's biodata on her profile and downloads the PDF", async ({
  page,
  browser,
  admin,
  customer,
}) => {
  const adminPage = await browser.newPage();
  await signInAsAdministrator(adminPage, admin);
  const helper = await seededHelperWithBiodata(adminPage);
  await adminPage.close();
  const { id, name, biodata } = helper;

  await signIn(page, customer);
  await expect(page).toHaveURL(/\/catalogue$/);
  await page.goto(`/maid/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal).toContainText(biodata.personal.placeOfBirth);
  // The home address stays with the agency.
  await expect(page.getByText(biodata.personal.homeAddress)).toHaveCount(0);
  const skills = page.getByRole("region", { name: "Skills, willingness and experience" });
  for (const row of Object.values(biodata.skills)) {
    if (row.assessment === null) continue;
    const stars = `${row.assessment} ${row.assessment === 1 ? "Star" : "Stars"}`;
    await expect(skills.getByRole("img", { name: stars }).first()).toBeVisible();
    if (row.assessorNote) await expect(skills).toContainText(row.assessorNote);
  }
  const entry = helper.employmentDetails.find((each) => each.feedback && each.employerType);
  const history = page.getByRole("region", { name: "Employment History" });
  await expect(history).toContainText(entry?.employerType ?? "");
  await expect(history).toContainText(entry?.feedback ?? "");

  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  const shareUrl = new URL((await share.getAttribute("href")) ?? "");
  expect(shareUrl.origin + shareUrl.pathname).toBe("https://wa.me/");
  expect(shareUrl.searchParams.get("text")).toContain(`${new URL(page.url()).origin}/maid/${id}`);
  expect(shareUrl.searchParams.get("text")).toContain(name);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download biodata (PDF)" }).click(),
  ]);
  await expectPdf(download, id, name);
});

test("a family sees a helper's medical history once the agency engages with them about her", async ({
  page,
  browser,
  admin,
  customer,
}) => {
  const adminPage = await browser.newPage();
  await signInAsAdministrator(adminPage, admin);
  const list = (await (await adminPage.request.get("/api/admin/maids")).json()) as { id: number }[];
  let helper: HelperRecord | undefined;
  for (const { id } of list) {
    const maid = (await (
      await adminPage.request.get(`/api/admin/maid/${id}`)
    ).json()) as HelperRecord;
    if (
      maid.isActive &&
      // An interview request below engages the agency: she must take requests.
      !maid.biodata.interview.includes("notAvailable") &&
      maid.biodata.medical.allergies &&
      maid.biodata.medical.dietaryRestrictions
    ) {
      helper = maid;
      break;
    }
  }
  await adminPage.close();
  if (!helper) throw new Error("no seeded helper has allergies recorded (server/src/demo)");
  const { id, name, biodata } = helper;

  await signIn(page, customer);
  await expect(page).toHaveURL(/\/catalogue$/);
  await page.goto(`/maid/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const medical = page.getByRole("region", { name: "Medical history and dietary restrictions" });
  await expect(medical).toContainText(biodata.medical.dietaryRestrictions);
  await expect(medical).toContainText("Shared with families the agency is working with about her");
  await expect(medical.getByText(biodata.medical.allergies, { exact: true })).toHaveCount(0);

  // An interview request is an engagement: the medical history follows.
  await page.getByRole("button", { name: "Request Interview" }).click();
  await expect(page.getByRole("button", { name: /Interview requested/ })).toBeVisible();
  // The profile is read again at once, and on a later visit.
  await expect(medical.getByText(biodata.medical.allergies, { exact: true })).toBeVisible();
  await page.reload();
  await expect(medical.getByText(biodata.medical.allergies, { exact: true })).toBeVisible();
  await expect(medical).not.toContainText("Shared with families the agency is working with");
});
