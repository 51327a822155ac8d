import { BIODATA_LABELS, SKILL_AREAS } from "@maids/contract/biodata.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { biodataFileName } from "../src/biodata/biodata-routes.ts";
import {
  ADMIN_ONLY_SECRETS,
  CUSTOMER_SECRETS,
  plantedEmployment,
  withPlantedBiodata,
} from "./support/biodata.ts";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { pdfText } from "./support/pdf-text.ts";
import { multipartBody } from "./support/photos.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";

const t = useTestApp();

const userPdf = (id: number) => `/api/user/maids/${id}/biodata.pdf`;
const adminPdf = (id: number) => `/api/admin/maids/${id}/biodata.pdf`;

async function cookieFor(role: "customer" | "admin") {
  return (await signedInCookie(t.database.db, t.config, role)).cookie;
}

function get(url: string, cookie?: string) {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/** The PDF's text with runs of white space as one space, as tables wrap their cells. */
async function textOf(response: { rawPayload: Buffer }) {
  const { pages, text } = await pdfText(response.rawPayload);
  return { pages: pages.length, text: text.replace(/\s+/g, " ") };
}

describe("biodata PDF routes: who may fetch which", () => {
  it("answers 401 without a session, 403 to a customer on the admin route", async () => {
    const id = await createHelper(t.database.db);
    expect((await get(userPdf(id))).statusCode).toBe(401);
    expect((await get(adminPdf(id))).statusCode).toBe(401);
    expect((await get(adminPdf(id), await cookieFor("customer"))).statusCode).toBe(403);
  });

  it("answers 404 for an unknown helper, and for an inactive one to customers only", async () => {
    const inactive = await createHelper(t.database.db, { isActive: false });
    const customer = await cookieFor("customer");
    const admin = await cookieFor("admin");
    const unknown = await get(userPdf(999_999), customer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Maid not found");
    expect((await get(adminPdf(999_999), admin)).statusCode).toBe(404);
    expect((await get(userPdf(inactive), customer)).statusCode).toBe(404);
    expect((await get(adminPdf(inactive), admin)).statusCode).toBe(200);
  });

  it("answers 200 to a customer on the user route and to an administrator on the admin route", async () => {
    const id = await createHelper(t.database.db);
    expect((await get(userPdf(id), await cookieFor("customer"))).statusCode).toBe(200);
    expect((await get(adminPdf(id), await cookieFor("admin"))).statusCode).toBe(200);
  });
});

describe("biodata PDF: the answer", () => {
  it("is a private, uncached attachment named after the helper", async () => {
    const id = await createHelper(t.database.db, { name: "Maricel Dela Cruz" });
    const response = await get(userPdf(id), await cookieFor("customer"));
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="biodata-${id}-maricel-dela-cruz.pdf"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("reduces the name in the file name to lowercase letters, digits and hyphens", () => {
    expect(biodataFileName(7, "José María  Ñúñez")).toBe("biodata-7-jose-maria-nunez.pdf");
    expect(biodataFileName(8, `Siti "Nur'aini" / Rahayu\\2`)).toBe(
      "biodata-8-siti-nur-aini-rahayu-2.pdf",
    );
    expect(biodataFileName(9, "  --  ")).toBe("biodata-9-helper.pdf");
    expect(biodataFileName(10, "王秀英")).toBe("biodata-10-helper.pdf");
  });

  it("gives administrators everything: agency, personnel number, skills, home contacts", async () => {
    const id = await createHelper(t.database.db, {
      name: "Rowena Bautista",
      ...withPlantedBiodata(),
    });
    const { text, pages } = await textOf(await get(adminPdf(id), await cookieFor("admin")));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain("Rowena Bautista");
    expect(text).toContain(t.config.agency.name);
    expect(text).toContain(`EA licence no. ${t.config.agency.licenceNumber}`);
    expect(text).toContain(
      `${BIODATA_LABELS.eaPersonnelNumber}: ${CUSTOMER_SECRETS.eaPersonnelNumber}`,
    );
    for (const area of SKILL_AREAS) {
      expect(text).toContain(CUSTOMER_SECRETS[`${area}Note`]);
    }
    // Skill rows: area | willing | experience (years) | assessment | note.
    expect(text).toContain(
      `${BIODATA_LABELS.skillAreas.infantChildCare} Yes Yes (1 year) 1/5 ${CUSTOMER_SECRETS.infantChildCareNote}`,
    );
    expect(text).toContain(
      `${BIODATA_LABELS.skillAreas.otherSkills} Yes Yes (7 years) N.A. ${CUSTOMER_SECRETS.otherSkillsNote}`,
    );
    for (const secret of Object.values(ADMIN_ONLY_SECRETS)) expect(text).toContain(secret);
    expect(text).toContain(CUSTOMER_SECRETS.employerType);
    expect(text).toContain(CUSTOMER_SECRETS.feedback);
    expect(text).toMatch(/Generated \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Singapore time\)/);
    expect(text).toContain(`Page 1 of ${pages}`);
  });

  it("gives customers every section but the home address and home contact number, and the medical history only when engaged", async () => {
    const id = await createHelper(t.database.db, {
      name: "Rowena Bautista",
      ...withPlantedBiodata(),
    });
    const { text } = await textOf(await get(userPdf(id), await cookieFor("customer")));
    expect(text).toContain("Rowena Bautista");
    // A customer the agency has not engaged with about her (medical-history.test.ts has the others).
    expect(text).toContain(CUSTOMER_SECRETS.dietaryRestrictions);
    expect(text).not.toContain(CUSTOMER_SECRETS.allergies);
    expect(text).toContain(BIODATA_LABELS.medicalHistoryWithheld.text);
    expect(text).toContain(CUSTOMER_SECRETS.eaPersonnelNumber);
    for (const secret of Object.values(ADMIN_ONLY_SECRETS)) expect(text).not.toContain(secret);
    expect(text).not.toContain(BIODATA_LABELS.personal.homeAddress);
    expect(text).not.toContain(BIODATA_LABELS.personal.homeContactNumber);
  });

  it("gives read-only staff neither her home contacts nor her medical history, on either route", async () => {
    const id = await createHelper(t.database.db, {
      name: "Rowena Bautista",
      ...withPlantedBiodata(),
    });
    const { cookie } = await signedInStaff(t.database.db, t.config, "read_only");
    for (const url of [adminPdf(id), userPdf(id)]) {
      const { text } = await textOf(await get(url, cookie));
      expect(text, url).toContain("Rowena Bautista");
      for (const secret of Object.values(ADMIN_ONLY_SECRETS))
        expect(text, url).not.toContain(secret);
      expect(text, url).not.toContain(CUSTOMER_SECRETS.allergies);
      expect(text, url).toContain(BIODATA_LABELS.medicalHistoryWithheld.text);
    }
    // A case officer, who may, gets them on the staff route.
    const officer = await signedInStaff(t.database.db, t.config, "ea_personnel");
    const { text } = await textOf(await get(adminPdf(id), officer.cookie));
    for (const secret of Object.values(ADMIN_ONLY_SECRETS)) expect(text).toContain(secret);
    expect(text).toContain(CUSTOMER_SECRETS.allergies);
  });

  it("renders a helper with every optional field empty and no photo", async () => {
    const id = await createHelper(t.database.db, {
      employment: [],
      numChildren: 0,
      languages: [],
      details: { description: "", highestEducation: "", employmentHistory: "" },
    });
    for (const [url, cookie] of [
      [userPdf(id), await cookieFor("customer")],
      [adminPdf(id), await cookieFor("admin")],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      const { text } = await textOf(response);
      expect(text).toContain("No photo");
      expect(text).toContain("No previous employment");
      expect(text).toContain(`${BIODATA_LABELS.skillAreas.cooking} - - N.A. -`);
    }
  });

  it("flows many employment entries onto further pages, the table header repeated", async () => {
    const entries = Array.from({ length: 20 }, plantedEmployment);
    const id = await createHelper(t.database.db, { ...withPlantedBiodata(), employment: entries });
    const { pages, text } = await pdfText(
      (await get(adminPdf(id), await cookieFor("admin"))).rawPayload,
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const flat = text.replace(/\s+/g, " ");
    expect(flat.split(CUSTOMER_SECRETS.feedback as string)).toHaveLength(21);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const continued = pages.filter((page) => page.includes(CUSTOMER_SECRETS.feedback as string));
    for (const page of continued) expect(page).toContain("Reason for");
  });

  it("stays under 300 KB with a large, detailed photo", async () => {
    const photo = await sharp({
      create: {
        width: 1600,
        height: 2000,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const admin = await cookieFor("admin");
    const { payload, contentType } = await multipartBody({
      data: { name: "Photo Heavy", country: "Indonesia", DOB: "1990-01-01", Religion: "Muslim" },
      image: { content: photo, filename: "photo.jpg", type: "image/jpeg" },
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/maid",
      payload,
      headers: { cookie: admin, origin: SAME_ORIGIN, "content-type": contentType },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    for (const [url, cookie] of [
      [userPdf(id), await cookieFor("customer")],
      [adminPdf(id), admin],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(300 * 1024);
      // The photo is embedded (as JPEG: DCTDecode), not left out.
      expect(response.rawPayload.toString("latin1")).toContain("/DCTDecode");
      expect((await textOf(response)).text).not.toContain("No photo");
    }
  });
});

describe("biodata PDF routes in the OpenAPI document", () => {
  it("documents both routes as answering a PDF, and errors as JSON", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    for (const path of ["/api/user/maids/{id}/biodata.pdf", "/api/admin/maids/{id}/biodata.pdf"]) {
      const operation = document.paths[path].get;
      expect(Object.keys(operation.responses["200"].content), path).toContain("application/pdf");
      expect(Object.keys(operation.responses["404"].content), path).toContain("application/json");
    }
    // Single-helper answers document the biodata.
    const record = document.paths["/api/admin/maids/{id}"].get.responses["200"].content;
    expect(JSON.stringify(record)).toContain("eaPersonnelNumber");
  });
});
