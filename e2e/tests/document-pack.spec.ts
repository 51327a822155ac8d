import type { Locator, Page } from "@playwright/test";
import { familyOnMyHiring, openCaseFor } from "./cases.ts";
import { sameOrigin, signInAsAdministrator } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The document pack (docs/product.md#the-document-pack, #signing-the-pack): staff generate it,
 * the family reads and signs on its own device, the helper signs in person on the agency's,
 * the case owner signs last; each document is then sealed and downloads signed.
 */

interface AdminHelper {
  id: number;
  isActive: boolean;
  isEmployed: boolean;
  eligibilityWarnings: string[];
}

/** Free, eligible helpers, well away from the oldest and newest that other tests take. */
async function candidatesFor(page: Page, project: string): Promise<number[]> {
  const all: AdminHelper[] = await (await page.request.get("/api/admin/maids")).json();
  const free = all
    .filter(
      (helper) => helper.isActive && !helper.isEmployed && helper.eligibilityWarnings.length === 0,
    )
    .sort((a, b) => a.id - b.id);
  const start = project === "phone" ? 24 : 10;
  return free.slice(start, start + 12).map((helper) => helper.id);
}

/** The case moved to "selected" with a helper no other case holds, and the employer's particulars. */
async function prepareCase(page: Page, caseId: number, project: string) {
  const headers = sameOrigin(new URL(page.url()).origin);
  const path = `/api/admin/placements/${caseId}`;
  const opened = await (await page.request.get(path)).json();
  const interviewing = await page.request.post(`${path}/stage`, {
    headers,
    data: { version: opened.version, stage: "interviewing" },
  });
  const { version } = await interviewing.json();
  let selected = false;
  for (const maidId of await candidatesFor(page, project)) {
    const moved = await page.request.post(`${path}/stage`, {
      headers,
      data: { version, stage: "selected", maidId },
    });
    // Demo cases hold some helpers: the next one then.
    if (moved.status() === 409 && (await moved.json()).code === "helper_held") continue;
    expect(moved.status(), await moved.text()).toBe(200);
    selected = true;
    break;
  }
  expect(selected, "a free helper to select").toBe(true);
  const file = await (await page.request.get(`${path}/employer-file`)).json();
  await page.request.post(`${path}/consent`, {
    headers,
    data: { textVersion: file.consentText.version },
  });
  const saved = await page.request.put(`${path}/particulars/employer`, {
    headers,
    data: {
      version: 0,
      data: {
        fullName: "Tan Mei Ling",
        idNumber: "S8765432Z",
        dateOfBirth: "1985-04-12",
        nationality: "Singaporean",
        residentialStatus: "citizen",
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Draws a signature on the pad with the mouse. */
async function drawSignature(page: Page, within: Locator) {
  const pad = within.getByLabel("Sign here with your finger, a pen or the mouse");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.2],
    [0.45, 0.8],
    [0.6, 0.3],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
}

async function signAll(page: Page, within: Locator, count: number) {
  await drawSignature(page, within);
  await within.getByLabel("I have read these documents and agree to them").check();
  await within.getByRole("button", { name: `Sign ${count} documents` }).click();
  await expect(within.getByText(/your signature is recorded/)).toBeVisible();
}

test("staff generate the pack; the family, the helper in person and the case owner sign; it downloads sealed", async ({
  page,
  browser,
  admin,
  customer,
}, testInfo) => {
  await signInAsAdministrator(page, admin);
  const { id, reference } = await openCaseFor(page, customer.email);
  await prepareCase(page, id, testInfo.project.name);

  await page.goto(`/admin/placements/${id}`);
  const documents = page.getByRole("region", { name: "Documents", exact: true });
  await documents.getByRole("button", { name: "Generate documents" }).click();
  await expect(documents.getByRole("status")).toHaveText("7 documents generated.");
  await expect(documents.getByText("Awaiting signatures")).toHaveCount(7);

  // The family, on its own device: My hiring says what waits, the documents read on the page.
  const { context, mine, card } = await familyOnMyHiring(
    browser,
    page,
    testInfo,
    customer,
    reference,
  );
  await expect(card.getByText("7 documents to sign")).toBeVisible();
  await card.getByRole("link", { name: "Read and sign" }).click();
  await mine.getByRole("button", { name: "Employment contract", exact: true }).click();
  await expect(mine.getByRole("heading", { name: "Work and pay" })).toBeVisible();
  await mine.getByLabel("Last four characters of your NRIC/FIN").fill("432Z");
  await signAll(mine, mine.getByRole("main"), 7);
  await context.close();

  // The helper signs on the agency's device, then the case owner signs for the agency.
  await page.reload();
  await documents.getByRole("button", { name: "Helper signs here" }).click();
  const helperDialog = page.getByRole("dialog", { name: "The helper signs on this device" });
  await signAll(page, helperDialog, 5);
  await helperDialog.getByRole("button", { name: "Close" }).click();
  await documents.getByRole("button", { name: "Sign for the agency" }).click();
  const ownerDialog = page.getByRole("dialog", { name: "Sign for the agency" });
  await signAll(page, ownerDialog, 7);
  await ownerDialog.getByRole("button", { name: "Close" }).click();
  await expect(documents.getByText("Signed", { exact: true })).toHaveCount(7);
  // Every agreement signed: the case moved past "Agreements signed" by itself.
  const moved = await (await page.request.get(`/api/admin/placements/${id}`)).json();
  expect(moved.stage).toBe("agreements_signed");

  const download = page.waitForEvent("download");
  await documents.getByRole("button", { name: "PDF: Safety agreement, version 1" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reference}-safety-agreement-v1-signed.pdf`);
});
