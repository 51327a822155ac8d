import { createHash } from "node:crypto";
import {
  DOCUMENT_KINDS,
  DOCUMENT_PACK_MESSAGES,
  type DocumentPack,
  documentPackSchema,
  documentTemplateListSchema,
  generatePackResultSchema,
} from "@maids/contract/document-pack.ts";
import type { StaffRole } from "@maids/contract/staff-roles.ts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { singaporeToday } from "../src/calendar.ts";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { pdfText } from "./support/pdf-text.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();
const db = () => t.database.db;
const steps = placementSteps(t);

const EMPLOYER = {
  fullName: "Tan Mei Ling",
  idNumber: "S8765432Z",
  dateOfBirth: "1985-04-12",
  nationality: "Singaporean",
  residentialStatus: "citizen",
  contactNumber: "9123 4567",
  occupation: "Accountant",
  firstTimeEmployer: false,
};
const FEES = {
  lines: [
    { kind: "service_fee", description: "", amountCents: 98_000, taxable: false },
    {
      kind: "insurance",
      description: "Helper insurance, 26 months",
      amountCents: 32_000,
      taxable: false,
    },
  ],
  depositCents: 20_000,
};
const TERMS = {
  monthlySalaryCents: 65_000,
  restDaysPerMonth: 4,
  compensatedRestDays: 1,
  loanCents: 130_000,
  monthlyDeductionCents: 60_000,
  permitYears: 2,
};

async function put(cookie: string, url: string, body: object) {
  const response = await send(t.app, "PUT", url, { cookie, body });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** A case with its helper chosen, the employer's particulars, fees and her loan terms. */
async function preparedCase(country = "Indonesia") {
  const { cookie, user: owner } = await signedInStaff(db(), t.config, "owner");
  const family = await signedInCookie(db(), t.config, "customer");
  const opened = await steps.openCase(cookie, { customerId: family.user.id });
  const maidId = await createHelper(db(), { name: "Siti Rahayu", country });
  const placement = await steps.walk(cookie, opened, maidId, "selected");
  const path = `/api/admin/placements/${placement.id}`;
  const file = await t.app.inject({ url: `${path}/employer-file`, headers: { cookie } });
  await send(t.app, "POST", `${path}/consent`, {
    cookie,
    body: { textVersion: file.json().consentText.version, recordedAs: "paper" },
  });
  await put(cookie, `${path}/particulars/employer`, { version: 0, data: EMPLOYER });
  await put(cookie, `${path}/fees`, { version: 0, ...FEES });
  await put(cookie, `${path}/helper-loan`, { version: 0, terms: TERMS });
  return { cookie, owner, family, placement, path };
}

async function generate(cookie: string, path: string) {
  const response = await send(t.app, "POST", `${path}/documents`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return generatePackResultSchema.parse(response.json());
}

async function pdfOf(cookie: string, path: string, documentId: number) {
  const response = await t.app.inject({
    url: `${path}/documents/${documentId}/pdf`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

const current = (pack: DocumentPack, kind: string, language = "en") => {
  const found = pack.current.find((each) => each.kind === kind && each.language === language);
  if (!found) throw new Error(`no current ${kind} (${language})`);
  return found;
};

function publishTemplate(
  cookie: string,
  kind: string,
  language: string,
  body: string,
  basedOnVersion: number,
) {
  return send(t.app, "PUT", `/api/admin/document-templates/${kind}/${language}`, {
    cookie,
    body: { body, basedOnVersion },
  });
}

describe("document templates", () => {
  it("start from the project's English starters, each marked as such, with the fields they may use", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    const response = await t.app.inject({
      url: "/api/admin/document-templates",
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = documentTemplateListSchema.parse(response.json());
    expect(
      list.templates.map((each) => [each.kind, each.language, each.version, each.starter]),
    ).toEqual(DOCUMENT_KINDS.map((kind) => [kind, "en", 1, true]));
    expect(list.templates[0]?.body).toContain("reviewed by the agency's own lawyer");
    expect(list.fields.map((field) => field.name)).toContain("employer.nric_masked");
    expect(list.fields.map((field) => field.name)).not.toContain("employer.nric");
  });

  it("refuse an unknown field, a syntax error, a field that prints an identity number and an included file, each with its line", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    const cases: [string, string[]][] = [
      [
        "# Service agreement\n\nBetween {{ agency.name }}\nand {{ employer.nmae }}.",
        [DOCUMENT_PACK_MESSAGES.unknownField(4, "employer.nmae")],
      ],
      [
        "# Service agreement\n\n{% if fees.total %}\nThe fees are due.",
        ["Line 3: tag {% if fees.total %} not closed"],
      ],
      [
        "# Service agreement\nThe employer, NRIC {{ employer.nric }}, agrees.",
        [DOCUMENT_PACK_MESSAGES.identityField(2, "employer.nric", "employer.nric_masked")],
      ],
      [
        "# Service agreement\n\n{% include 'secrets.txt' %} and more words here",
        [DOCUMENT_PACK_MESSAGES.notAllowed(3, "include")],
      ],
    ];
    for (const [body, messages] of cases) {
      const response = await publishTemplate(cookie, "service_agreement", "en", body, 1);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().errors).toEqual(
        messages.map((message) => ({ field: "body", message })),
      );
    }
    const tooShort = await publishTemplate(cookie, "service_agreement", "en", "Short", 1);
    expect(tooShort.json().errors).toEqual([
      { field: "body", message: DOCUMENT_PACK_MESSAGES.tooShort },
    ]);
  });

  it("are published as new versions, one at a time, by the owner only, and every version stays readable", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    await t.app.inject({ url: "/api/admin/document-templates", headers: { cookie } });
    const body =
      "# Rest day agreement\n\n{{ helper.name }} rests {{ salary.rest_days }} days a month.";
    const [first, second] = await Promise.all([
      publishTemplate(cookie, "rest_day_agreement", "en", body, 1),
      publishTemplate(cookie, "rest_day_agreement", "en", `${body}\n\nSecond.`, 1),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const stale = [first, second].find((response) => response?.statusCode === 409);
    expect(stale?.json().code).toBe("stale_version");
    const earlier = await t.app.inject({
      url: "/api/admin/document-templates/rest_day_agreement/en/1",
      headers: { cookie },
    });
    expect(earlier.json()).toMatchObject({ version: 1, starter: true });

    for (const role of ["administrator", "ea_personnel", "accounts", "read_only"] as StaffRole[]) {
      const { cookie: staff } = await signedInStaff(db(), t.config, role);
      const refused = await publishTemplate(staff, "rest_day_agreement", "en", body, 2);
      expect(refused.statusCode, role).toBe(403);
    }
    const { cookie: customer } = await signedInCookie(db(), t.config, "customer");
    expect((await publishTemplate(customer, "rest_day_agreement", "en", body, 2)).statusCode).toBe(
      403,
    );
  });
});

describe("a case's document pack", () => {
  it("is generated from the case's one record: every document, its signers, on pages naming the agency, the EA numbers and the case", async () => {
    const { cookie, owner, placement, path } = await preparedCase();
    const pack = await generate(cookie, path);
    expect(pack.generated).toBe(DOCUMENT_KINDS.length);
    expect(pack.current.map((each) => each.kind)).toEqual([...DOCUMENT_KINDS]);
    expect(
      pack.current.every((each) => each.version === 1 && each.status === "awaiting_signatures"),
    ).toBe(true);
    expect(pack.helperLanguage).toBe("id");
    expect(pack.missingLanguages).toEqual([
      "Safety agreement is not yet available in Bahasa Indonesia, the helper's language: publish a Bahasa Indonesia template in Settings.",
    ]);
    expect(current(pack, "loan_schedule").signers).toEqual(
      [
        { role: "employer", name: EMPLOYER.fullName },
        { role: "helper", name: "Siti Rahayu" },
        { role: "case_owner", name: owner.name },
      ].map((signer) => ({ ...signer, signedAt: null, channel: null })),
    );

    for (const document of pack.current) {
      const pdf = await pdfOf(cookie, path, document.id);
      expect(createHash("sha256").update(pdf).digest("hex")).toBe(document.sha256);
      const { pages, text } = await pdfText(pdf);
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain(t.config.agency.name);
      expect(flat).toContain(`EA licence ${t.config.agency.licenceNumber}`);
      expect(flat).toContain(owner.eaRegistrationNumber);
      expect(flat).toContain(placement.reference);
      expect(flat).toContain(`Page ${pages.length} of ${pages.length}`);
      expect(flat).toContain(EMPLOYER.fullName);
      expect(flat).not.toContain("8765432");
    }
    const fees = (await pdfText(await pdfOf(cookie, path, current(pack, "fees_schedule").id))).text;
    expect(fees).toContain("Helper insurance, 26 months");
    expect(fees).toContain("$1,300.00");
    const agreement = (
      await pdfText(await pdfOf(cookie, path, current(pack, "service_agreement").id))
    ).text;
    expect(agreement.replace(/\s+/g, " ")).toContain("S****432Z");
    const loan = (await pdfText(await pdfOf(cookie, path, current(pack, "loan_schedule").id))).text;
    expect(loan).toContain("$650.00");
    expect(loan).toContain("$75.00");
  });

  it("makes a new version only of what changed, and keeps the earlier one as it was", async () => {
    const { cookie, path } = await preparedCase();
    const first = await generate(cookie, path);
    expect((await generate(cookie, path)).generated).toBe(0);

    const oldFees = current(first, "fees_schedule");
    const oldBytes = await pdfOf(cookie, path, oldFees.id);
    await put(cookie, `${path}/fees`, {
      version: 1,
      ...FEES,
      lines: [{ ...FEES.lines[0], amountCents: 88_000 }, FEES.lines[1]],
    });
    const second = await generate(cookie, path);
    // The fees schedule and the service agreement print the total; nothing else does.
    expect(second.generated).toBe(2);
    expect(current(second, "fees_schedule").version).toBe(2);
    expect(current(second, "service_agreement").version).toBe(2);
    expect(current(second, "safety_agreement").version).toBe(1);
    expect(second.earlier.map((each) => [each.kind, each.version]).sort()).toEqual([
      ["fees_schedule", 1],
      ["service_agreement", 1],
    ]);
    expect(await pdfOf(cookie, path, oldFees.id)).toEqual(oldBytes);
    expect(
      (await pdfText(await pdfOf(cookie, path, current(second, "fees_schedule").id))).text,
    ).toContain("$1,200.00");
  });

  it("adds the helper's language once a template exists in it", async () => {
    const { cookie, path } = await preparedCase();
    await generate(cookie, path);
    const published = await publishTemplate(
      cookie,
      "safety_agreement",
      "id",
      "# Perjanjian keselamatan\n\n{{ helper.name }} tidak membersihkan bagian luar jendela.",
      0,
    );
    expect(published.statusCode, published.body).toBe(200);
    const pack = await generate(cookie, path);
    expect(pack.generated).toBe(1);
    expect(pack.missingLanguages).toEqual([]);
    const translated = current(pack, "safety_agreement", "id");
    const { text } = await pdfText(await pdfOf(cookie, path, translated.id));
    expect(text).toContain("Perjanjian keselamatan");
    expect(text).toContain("Siti Rahayu tidak membersihkan");
  });

  it("carries the agency, the EA numbers, the case and the page count on every page of a long document", async () => {
    const { cookie, owner, placement, path } = await preparedCase();
    const items = Array.from(
      { length: 80 },
      (_, index) => `- Item ${index + 1}: {{ helper.name }} is shown the house.`,
    );
    const published = await publishTemplate(
      cookie,
      "handover_checklist",
      "en",
      `# Handover checklist\n\n${items.join("\n")}`,
      1,
    );
    expect(published.statusCode, published.body).toBe(200);
    const pack = await generate(cookie, path);
    const checklist = current(pack, "handover_checklist");
    expect(checklist.templateVersion).toBe(2);
    const { pages } = await pdfText(await pdfOf(cookie, path, checklist.id));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const flat = page.replace(/\s+/g, " ");
      expect(flat).toContain(`EA licence ${t.config.agency.licenceNumber}`);
      expect(flat).toContain(owner.eaRegistrationNumber);
      expect(flat).toContain(placement.reference);
      expect(flat).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it("sets Burmese in a font that has it", async () => {
    const { cookie, path } = await preparedCase("Myanmar");
    const burmese = "အိမ်အကူ လုံခြုံရေး သဘောတူညီချက်";
    const published = await publishTemplate(
      cookie,
      "safety_agreement",
      "my",
      `# ${burmese}\n\n{{ helper.name }}: ${burmese}`,
      0,
    );
    expect(published.statusCode, published.body).toBe(200);
    const pack = await generate(cookie, path);
    const pdf = await pdfOf(cookie, path, current(pack, "safety_agreement", "my").id);
    expect(pdf.toString("latin1")).toMatch(/NotoSansMyanmar/);
    expect((await pdfText(pdf)).text).toContain("Siti Rahayu");
  });

  it("is generated once when two staff generate it at the same moment", async () => {
    const { cookie, path } = await preparedCase();
    const { cookie: other } = await signedInStaff(db(), t.config, "ea_personnel");
    const answers = await Promise.all([
      send(t.app, "POST", `${path}/documents`, { cookie }),
      send(t.app, "POST", `${path}/documents`, { cookie: other }),
    ]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const pack = documentPackSchema.parse(
      (await t.app.inject({ url: `${path}/documents`, headers: { cookie } })).json(),
    );
    expect(pack.current).toHaveLength(DOCUMENT_KINDS.length);
    expect(pack.earlier).toEqual([]);
  });

  it("downloads whole as one PDF for the permit and insurance submissions", async () => {
    const { cookie, path } = await preparedCase();
    const before = await t.app.inject({ url: `${path}/documents/pack.pdf`, headers: { cookie } });
    expect(before.statusCode).toBe(404);
    const pack = await generate(cookie, path);
    const merged = await t.app.inject({ url: `${path}/documents/pack.pdf`, headers: { cookie } });
    expect(merged.statusCode).toBe(200);
    expect(merged.headers["content-disposition"]).toContain(`${pack.reference}-document-pack.pdf`);
    const { pages, text } = await pdfText(merged.rawPayload);
    let expected = 0;
    for (const document of pack.current) {
      expected += (await pdfText(await pdfOf(cookie, path, document.id))).pages.length;
      expect(text).toContain(document.title);
    }
    expect(pages).toHaveLength(expected);
  });

  it("lays out each receipt as a PDF for staff and for the family, and puts receipts in the whole pack", async () => {
    const { cookie, family, path, placement } = await preparedCase();
    const paid = await send(t.app, "POST", `${path}/payments`, {
      cookie,
      body: {
        amountCents: 20_000,
        method: "paynow",
        reference: "PAYNOW-7788",
        receivedOn: singaporeToday(),
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = paid
      .json()
      .documents.find((document: { kind: string }) => document.kind === "receipt");
    const staffCopy = await t.app.inject({
      url: `${path}/money/documents/${receipt.id}/pdf`,
      headers: { cookie },
    });
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.headers["content-disposition"]).toContain(`${receipt.number}.pdf`);
    const text = (await pdfText(staffCopy.rawPayload)).text.replace(/\s+/g, " ");
    expect(text).toContain(`Receipt ${receipt.number}`);
    expect(text).toContain("$200.00");
    expect(text).toContain("PayNow (reference PAYNOW-7788)");
    expect(text).toContain(placement.reference);
    expect(text).toContain(`EA licence ${t.config.agency.licenceNumber}`);

    const mine = `/api/user/hiring/${placement.reference}/money/documents/${receipt.id}/pdf`;
    expect((await t.app.inject({ url: mine, headers: { cookie: family.cookie } })).statusCode).toBe(
      200,
    );
    const stranger = await signedInCookie(db(), t.config, "customer");
    expect(
      (await t.app.inject({ url: mine, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    const missing = await t.app.inject({
      url: `${path}/money/documents/999999/pdf`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);

    await generate(cookie, path);
    const merged = await t.app.inject({ url: `${path}/documents/pack.pdf`, headers: { cookie } });
    expect((await pdfText(merged.rawPayload)).pages.at(-1)).toContain(`Receipt ${receipt.number}`);
  });

  it("needs the case's helper first", async () => {
    const { cookie } = await signedInStaff(db(), t.config, "owner");
    const family = await signedInCookie(db(), t.config, "customer");
    const placement = await steps.openCase(cookie, { customerId: family.user.id });
    const response = await send(t.app, "POST", `/api/admin/placements/${placement.id}/documents`, {
      cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DOCUMENT_PACK_MESSAGES.noHelper);
  });

  it("is open to the roles that work cases, and a document only through its own case", async () => {
    const { cookie, path } = await preparedCase();
    const pack = await generate(cookie, path);
    const documentId = pack.current[0]?.id ?? 0;
    const expected: Record<StaffRole, [view: number, generate: number]> = {
      owner: [200, 200],
      administrator: [200, 200],
      ea_personnel: [200, 200],
      accounts: [200, 403],
      read_only: [403, 403],
    };
    for (const [role, [view, make]] of Object.entries(expected)) {
      const { cookie: staff } = await signedInStaff(db(), t.config, role as StaffRole);
      const pdf = await t.app.inject({
        url: `${path}/documents/${documentId}/pdf`,
        headers: { cookie: staff },
      });
      expect(pdf.statusCode, role).toBe(view);
      expect(
        (await send(t.app, "POST", `${path}/documents`, { cookie: staff })).statusCode,
        role,
      ).toBe(make);
    }
    const { cookie: customer } = await signedInCookie(db(), t.config, "customer");
    const asCustomer = await t.app.inject({
      url: `${path}/documents`,
      headers: { cookie: customer },
    });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `${path}/documents/${documentId}/pdf` });
    expect(anonymous.statusCode).toBe(401);

    const other = await preparedCase();
    const crossed = await t.app.inject({
      url: `${other.path}/documents/${documentId}/pdf`,
      headers: { cookie },
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(DOCUMENT_PACK_MESSAGES.documentNotFound);
  });

  it("never changes what was generated, even by a direct write to the database", async () => {
    const { cookie, path } = await preparedCase();
    const pack = await generate(cookie, path);
    const id = pack.current[0]?.id ?? 0;
    await expect(
      db().execute(sql`update case_documents set text = 'changed' where id = ${id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from case_documents where id = ${id}`)).rejects.toThrow();
    await expect(
      db().execute(
        sql`update document_templates set body = 'changed' where kind = 'fees_schedule'`,
      ),
    ).rejects.toThrow();
  });
});
