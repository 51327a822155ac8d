import type { APIRequestContext, Page } from "@playwright/test";
import { singaporeToday } from "../../contract/src/days.ts";
import { sameOrigin, signIn, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The whole placement, as the agency runs it (docs/product.md#placements): a family asks to
 * interview a helper, staff move the case to deployment with the dates each step needs, she
 * leaves the public catalogue, the family follows it on My hiring; cancelling a second case
 * puts its helper back. Each project takes helpers of its own among the oldest demo helpers
 * (the ones no demo case holds and the newest-first catalogue pages do not show first).
 */

interface AdminHelper {
  eligibilityWarnings: string[];
  id: number;
  name: string;
  isActive: boolean;
  isEmployed: boolean;
  passportExpiry: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Singapore's today, the calendar the server dates steps by. */
const TODAY = singaporeToday();
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * She arrived some 200 days ago (her case entered today, as an agency does for a placement it
 * starts keeping here), so her six-monthly medical, due six months after her pre-employment
 * one, was missed some ten days ago.
 */
const ARRIVAL = daysFromToday(-200);
const PRE_EMPLOYMENT_MEDICAL = daysFromToday(-193);
const PERMIT_ISSUED = daysFromToday(-190);

/** Two helpers for this project: the oldest active, unemployed demo helpers, by id. */
async function helpersFor(page: Page, project: string): Promise<[AdminHelper, AdminHelper]> {
  const all: AdminHelper[] = await (await page.request.get("/api/admin/maids")).json();
  // Free today, and within a first work permit's rules: "work permit applied" is a gate.
  const free = all.filter(
    (helper) => helper.isActive && !helper.isEmployed && helper.eligibilityWarnings.length === 0,
  );
  free.sort((a, b) => a.id - b.id);
  const offset = project === "phone" ? 2 : 0;
  return [free[offset] as AdminHelper, free[offset + 1] as AdminHelper];
}

const isPublic = async (request: APIRequestContext, id: number) =>
  (await request.get(`/api/catalogue/maids/${id}`)).status() === 200;

/** The earlier of two days, the second when the first is unknown. */
const earlier = (day: string | null, other: string) => (day && day < other ? day : other);

/** Records a medical examination found fit, through the case page's form. */
async function recordMedical(page: Page, kind: string, examinedOn: string) {
  const form = page.getByRole("form", { name: "Record examination" });
  await form.getByRole("combobox", { name: "Examination" }).click();
  await page.getByRole("option", { name: kind }).click();
  await form.getByLabel("Date done").fill(examinedOn);
  await form.getByLabel("Clinic").fill("Raffles Medical Orchard");
  await form.getByRole("button", { name: "Record examination" }).click();
  await expect(
    page.getByRole("list", { name: "Medical examinations" }).getByText(kind).first(),
  ).toBeVisible();
}

/** Presses the move's button on the case page, fills what its dialog asks, and moves. */
async function moveTo(page: Page, stage: string, fields: Record<string, string> = {}) {
  await page.getByRole("button", { name: stage, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Move to "${stage}"` });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label).fill(value);
  }
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(stage, { exact: true }).first()).toBeVisible();
}

test.describe("a placement from interview request to deployment", () => {
  test("staff run the case to deployment while the family follows it; a cancelled case puts its helper back", async ({
    page,
    browser,
    request,
    admin,
    customer,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsAdministrator(page, admin);
    const [first, second] = await helpersFor(page, testInfo.project.name);
    expect(await isPublic(request, first.id)).toBe(true);

    // The family asks to interview the first helper: an enquiry opens for them.
    const family = await browser.newPage();
    await signIn(family, customer);
    await expect(family).toHaveURL(/\/catalogue$/);
    await family.goto(`/maid/${first.id}`);
    await family.getByRole("button", { name: "Request Interview" }).click();
    await expect(family.getByRole("button", { name: /Interview requested/ })).toBeVisible();
    const { id: customerId }: { id: number } = await (
      await family.request.get("/api/auth/session")
    ).json();

    const list = await (
      await page.request.get(`/api/admin/placements?customerId=${customerId}`)
    ).json();
    expect(list.total).toBe(1);
    await page.goto(`/admin/placements/${list.cases[0].id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^PL-\d{4}-\d+$/);
    const reference = (await heading.textContent()) ?? "";

    // Staff move it along the path, giving each step the facts it needs.
    await moveTo(page, "Interviewing");
    await page.getByRole("button", { name: "Selected", exact: true }).click();
    const select = page.getByRole("dialog", { name: 'Move to "Selected"' });
    await select.getByLabel("Helper the family selected").click();
    await page.getByRole("option", { name: `${first.name} (ID ${first.id})` }).click();
    await select.getByRole("button", { name: "Move" }).click();
    await expect(select).toBeHidden();

    // Held for this family: she leaves the public catalogue.
    await expect.poll(() => isPublic(request, first.id)).toBe(false);

    await moveTo(page, "Agreements signed");
    await moveTo(page, "Work permit applied");
    await moveTo(page, "Permit approved (IPA)", {
      "Approval date (IPA)": daysFromToday(-220),
      "IPA valid until": daysFromToday(-160),
    });
    await moveTo(page, "Ready for arrival", {
      "Security bond reference": "SB-2026-0777",
      "Insurance policy number": "FDW-88120",
      "Insurance end": daysFromToday(500),
    });
    await moveTo(page, "Arrived", { "Arrival date": ARRIVAL });
    await moveTo(page, "Settling-in done", { "Settling-in date": daysFromToday(-197) });

    // Her permit is issued only once her pre-employment medical is recorded as fit.
    await recordMedical(page, "Pre-employment medical examination", PRE_EMPLOYMENT_MEDICAL);
    await moveTo(page, "Pre-employment medical passed");
    await moveTo(page, "Permit issued", {
      "Work permit number: last 4 characters": "7741",
      "Work permit issued on": PERMIT_ISSUED,
      // A permit never outlasts her passport.
      "Work permit expiry": earlier(first.passportExpiry, daysFromToday(540)),
    });
    await moveTo(page, "Card registration done", {
      "Card registration (fingerprints and photo)": daysFromToday(-186),
    });
    await moveTo(page, "Deployed");
    expect(await isPublic(request, first.id)).toBe(false);

    // The six-monthly medical she missed is red until staff record it; then it is months away.
    const sixMonthly = page
      .getByRole("list", { name: "Due dates" })
      .locator("[data-status]", { hasText: /^Six-monthly medical examination:/ });
    await expect(sixMonthly).toHaveAttribute("data-status", "overdue");
    await recordMedical(page, "Six-monthly medical examination", TODAY);
    await expect(sixMonthly).toHaveAttribute("data-status", "later");

    // A wrong arrival date is corrected: the timeline keeps what it was.
    await page.getByLabel("Arrival date").fill(daysFromToday(-201));
    await page.getByLabel(/Why the date is corrected/).fill("Flight landed after midnight");
    await page.getByRole("button", { name: "Save facts" }).click();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline).toContainText(/Arrival date corrected from .+ to .+/);
    await expect(timeline).toContainText("Flight landed after midnight");

    // The family follows it in plain words, and still opens the helper it chose.
    await family.goto("/my-hiring");
    const hiring = family.getByRole("article", { name: `Case ${reference}` });
    await expect(hiring.getByText("Helper started work with your family (Done)")).toBeVisible();
    await expect(hiring.getByText("Work permit approved (Done)")).toBeVisible();
    await expect(hiring.getByText("Work permit issued (Done)")).toBeVisible();
    await expect(hiring).not.toContainText("Deployed");
    await expect(hiring).not.toContainText("Permit approved (IPA)");
    await hiring.getByRole("link", { name: "View profile" }).click();
    await expect(family).toHaveURL(new RegExp(`/maid/${first.id}$`));
    await expect(family.getByRole("heading", { name: first.name }).first()).toBeVisible();

    // A second case holds the second helper; cancelling it brings her back at once.
    const opened = await page.request.post("/api/admin/placements", {
      headers: sameOrigin(baseURL),
      data: { customerId, maidId: second.id },
    });
    expect(opened.status()).toBe(201);
    let secondCase = await opened.json();
    for (const stage of ["interviewing", "selected"]) {
      const moved = await page.request.post(`/api/admin/placements/${secondCase.id}/stage`, {
        headers: sameOrigin(baseURL),
        data: { version: secondCase.version, stage, maidId: second.id },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      secondCase = await moved.json();
    }
    expect(await isPublic(request, second.id)).toBe(false);
    await page.goto(`/admin/placements/${secondCase.id}`);
    await moveTo(page, "Cancelled");
    expect(await isPublic(request, second.id)).toBe(true);
    await family.close();
  });
});
