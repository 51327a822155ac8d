import { randomBytes } from "node:crypto";
import {
  type DocumentToRead,
  documentToReadSchema,
  generatePackResultSchema,
  SIGNING_MESSAGES,
  signingLinkSchema,
  signingLinkViewSchema,
} from "@maids/contract/document-pack.ts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createHelper, signedInCookie, signedInStaff } from "./support/factories.ts";
import { checkPdfSignature } from "./support/pdf-signature.ts";
import { pdfText } from "./support/pdf-text.ts";
import { placementSteps } from "./support/placement-steps.ts";
import { send } from "./support/requests.ts";
import { SAME_ORIGIN, useTestApp } from "./support/test-app.ts";
import { selectRows } from "./support/test-database.ts";

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

async function put(cookie: string, url: string, body: object) {
  const response = await send(t.app, "PUT", url, { cookie, body });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
}

/** A case with its pack generated: the family, the case owner and the paths to sign on. */
async function caseWithPack() {
  const { cookie: ownerCookie, user: owner } = await signedInStaff(db(), t.config, "owner");
  const family = await signedInCookie(db(), t.config, "customer");
  const opened = await steps.openCase(ownerCookie, { customerId: family.user.id });
  const maidId = await createHelper(db(), { name: "Siti Rahayu", country: "Indonesia" });
  const placement = await steps.walk(ownerCookie, opened, maidId, "selected");
  const staffPath = `/api/admin/placements/${placement.id}`;
  const file = await t.app.inject({
    url: `${staffPath}/employer-file`,
    headers: { cookie: ownerCookie },
  });
  await send(t.app, "POST", `${staffPath}/consent`, {
    cookie: ownerCookie,
    body: { textVersion: file.json().consentText.version },
  });
  await put(ownerCookie, `${staffPath}/particulars/employer`, { version: 0, data: EMPLOYER });
  const generated = await send(t.app, "POST", `${staffPath}/documents`, { cookie: ownerCookie });
  expect(generated.statusCode, generated.body).toBe(200);
  const pack = generatePackResultSchema.parse(generated.json());
  return {
    owner,
    ownerCookie,
    family,
    placement,
    pack,
    staffPath,
    familyPath: `/api/user/hiring/${placement.reference}`,
  };
}

const SIGNATURE_PNG = sharp({
  create: { width: 240, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 60 C 60 0, 90 80, 140 30 S 220 50, 230 20" stroke="#123" stroke-width="4" fill="none"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

async function drawn() {
  return { kind: "drawn", image: (await SIGNATURE_PNG).toString("base64") };
}

const shown = (documents: DocumentToRead[]) =>
  documents.map((document) => ({ id: document.id, sha256: document.sha256 }));

const toSign = (documents: DocumentToRead[], role: string) =>
  documents.filter((document) =>
    document.signatures.some((signature) => signature.role === role && signature.signedAt === null),
  );

async function familyDocuments(familyPath: string, cookie: string) {
  const response = await t.app.inject({ url: `${familyPath}/documents`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(documentToReadSchema).parse(response.json());
}

async function helperLink(staffPath: string, cookie: string) {
  const response = await send(t.app, "POST", `${staffPath}/documents/signing-links`, {
    cookie,
    body: { role: "helper" },
  });
  expect(response.statusCode, response.body).toBe(200);
  const link = signingLinkSchema.parse(response.json());
  return { ...link, token: link.url.split("/sign/")[1] ?? "" };
}

describe("signing the pack", () => {
  it("takes every party's signature in order and seals each document with the agency's certificate", async () => {
    const { owner, ownerCookie, family, pack, staffPath, familyPath } = await caseWithPack();

    // The family reads its documents and signs, confirming the NRIC's last four.
    const documents = await familyDocuments(familyPath, family.cookie);
    const forEmployer = toSign(documents, "employer");
    expect(forEmployer).toHaveLength(pack.current.length);
    const wrongNric = await send(t.app, "POST", `${familyPath}/documents/sign`, {
      cookie: family.cookie,
      body: { documents: shown(forEmployer), signature: await drawn(), nricLastFour: "111A" },
    });
    expect(wrongNric.statusCode).toBe(400);
    expect(wrongNric.json().errors).toEqual([
      { field: "nricLastFour", message: SIGNING_MESSAGES.nricLastFour },
    ]);
    const signed = await send(t.app, "POST", `${familyPath}/documents/sign`, {
      cookie: family.cookie,
      body: { documents: shown(forEmployer), signature: await drawn(), nricLastFour: "432z" },
      headers: { "user-agent": "FamilyPhone/1.0" },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ signed: forEmployer.length, sealed: expect.any(Array) });

    // The case owner cannot sign before the helper.
    const early = await send(t.app, "POST", `${staffPath}/documents/sign`, {
      cookie: ownerCookie,
      body: {
        role: "case_owner",
        documents: shown(toSign(documents, "helper")).slice(0, 1),
        signature: { kind: "typed", name: owner.name },
      },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SIGNING_MESSAGES.ownerLast);

    // The helper signs through her link with the code staff gave her; the link then is spent.
    const link = await helperLink(staffPath, ownerCookie);
    expect(link.code).toMatch(/^\d{6}$/);
    expect(link.mailed).toBe(false);
    const view = signingLinkViewSchema.parse(
      (await t.app.inject({ url: `/api/signing/${link.token}` })).json(),
    );
    expect(view).toMatchObject({ role: "helper", name: "Siti Rahayu", needsCode: true });
    expect(view.documents.map((document) => document.kind).sort()).toEqual(
      [
        "employment_contract",
        "handover_checklist",
        "loan_schedule",
        "rest_day_agreement",
        "safety_agreement",
      ].sort(),
    );
    const body = {
      documents: shown(view.documents),
      signature: { kind: "typed", name: "Siti Rahayu" },
    };
    const wrongCode = await send(t.app, "POST", `/api/signing/${link.token}`, {
      body: { ...body, code: "000000" === link.code ? "111111" : "000000" },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual([{ field: "code", message: SIGNING_MESSAGES.code }]);
    const byHelper = await send(t.app, "POST", `/api/signing/${link.token}`, {
      body: { ...body, code: link.code },
    });
    expect(byHelper.statusCode, byHelper.body).toBe(200);
    const reused = await send(t.app, "POST", `/api/signing/${link.token}`, {
      body: { ...body, code: link.code },
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(SIGNING_MESSAGES.linkUsed);

    // Another staff member cannot sign for the agency; the case owner signs last and seals.
    const { cookie: other } = await signedInStaff(db(), t.config, "administrator");
    const remaining = toSign(await familyDocuments(familyPath, family.cookie), "case_owner");
    const notOwner = await send(t.app, "POST", `${staffPath}/documents/sign`, {
      cookie: other,
      body: { role: "case_owner", documents: shown(remaining), signature: await drawn() },
    });
    expect(notOwner.statusCode).toBe(409);
    expect(notOwner.json().message).toBe(SIGNING_MESSAGES.onlyOwner);
    const byOwner = await send(t.app, "POST", `${staffPath}/documents/sign`, {
      cookie: ownerCookie,
      body: { role: "case_owner", documents: shown(remaining), signature: await drawn() },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().sealed.sort()).toEqual(remaining.map((document) => document.id).sort());

    const service = documents.find((document) => document.kind === "service_agreement");
    const sealed = await t.app.inject({
      url: `${familyPath}/documents/${service?.id}/pdf`,
      headers: { cookie: family.cookie },
    });
    expect(sealed.statusCode).toBe(200);
    expect(sealed.headers["content-disposition"]).toContain("-signed.pdf");
    const pdf = sealed.rawPayload;
    const check = checkPdfSignature(pdf);
    expect(check).toEqual({
      valid: true,
      signer: `${t.config.agency.name} (self-signed, not for production)`,
    });
    const tampered = Buffer.from(pdf);
    tampered[200] = tampered[200] === 0x41 ? 0x42 : 0x41;
    expect(checkPdfSignature(tampered).valid).toBe(false);

    const { text, pages } = await pdfText(pdf);
    const flat = text.replace(/\s+/g, " ");
    expect(pages.at(-1)).toContain("Signing record");
    expect(flat).toContain("online, signed in to the family's account, NRIC/FIN confirmed");
    expect(flat).toContain("FamilyPhone/1.0");
    expect(flat).toContain(service?.sha256);
    expect(flat).not.toContain("8765432");
    // Every agreement signed: the case moved past "Agreements signed" by itself.
    const moved = (await t.app.inject({ url: staffPath, headers: { cookie: ownerCookie } })).json();
    expect(moved.stage).toBe("agreements_signed");
    expect(moved.timeline.at(-1)).toMatchObject({
      stage: "agreements_signed",
      note: "Every agreement of the document pack signed",
    });
    const pack2 = await t.app.inject({
      url: `${staffPath}/documents`,
      headers: { cookie: ownerCookie },
    });
    expect(
      pack2.json().current.every((document: { status: string }) => document.status === "signed"),
    ).toBe(true);
  });

  it("refuses a document that changed since it was shown, and one replaced by a new version", async () => {
    const { ownerCookie, family, staffPath, familyPath } = await caseWithPack();
    const documents = toSign(await familyDocuments(familyPath, family.cookie), "employer");
    const first = documents[0] as DocumentToRead;
    const changed = await send(t.app, "POST", `${familyPath}/documents/sign`, {
      cookie: family.cookie,
      body: {
        documents: [{ id: first.id, sha256: "0".repeat(64) }],
        signature: await drawn(),
        nricLastFour: "432Z",
      },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: "document_changed",
      message: SIGNING_MESSAGES.changed,
    });

    // The case is edited while the family reads: the fees change, the pack is generated again.
    await put(ownerCookie, `${staffPath}/fees`, {
      version: 0,
      lines: [{ kind: "service_fee", description: "", amountCents: 50_000, taxable: false }],
      depositCents: 0,
    });
    await send(t.app, "POST", `${staffPath}/documents`, { cookie: ownerCookie });
    const fees = documents.find((document) => document.kind === "fees_schedule") as DocumentToRead;
    const replaced = await send(t.app, "POST", `${familyPath}/documents/sign`, {
      cookie: family.cookie,
      body: { documents: shown([fees]), signature: await drawn(), nricLastFour: "432Z" },
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(SIGNING_MESSAGES.changed);
  });

  it("refuses a signature that is not a PNG, one over 200 KB, a too-short typed name, and one posted twice at once", async () => {
    const { family, familyPath } = await caseWithPack();
    const documents = shown(toSign(await familyDocuments(familyPath, family.cookie), "employer"));
    const attempt = (signature: object) =>
      send(t.app, "POST", `${familyPath}/documents/sign`, {
        cookie: family.cookie,
        body: { documents, signature, nricLastFour: "432Z" },
      });
    const noise = await sharp(randomBytes(300 * 300 * 3), {
      raw: { width: 300, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(200 * 1024);
    for (const signature of [
      { kind: "drawn", image: Buffer.from("GIF89a not a png at all").toString("base64") },
      {
        kind: "drawn",
        image: (
          await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
            .jpeg()
            .toBuffer()
        ).toString("base64"),
      },
      { kind: "drawn", image: noise.toString("base64") },
    ]) {
      const refused = await attempt(signature);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(SIGNING_MESSAGES.signatureImage);
    }
    const short = await attempt({ kind: "typed", name: "T" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: "signature.name", message: SIGNING_MESSAGES.typedName },
    ]);

    const twice = await Promise.all([attempt(await drawn()), attempt(await drawn())]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((response) => response.statusCode === 409)?.json().message).toBe(
      SIGNING_MESSAGES.alreadySigned,
    );
  });

  it("lets the helper sign in person on the agency's device, recorded as witnessed", async () => {
    const { ownerCookie, family, staffPath, familyPath } = await caseWithPack();
    const { cookie: officer, user: witness } = await signedInStaff(db(), t.config, "ea_personnel");
    const helperDocuments = toSign(await familyDocuments(familyPath, family.cookie), "helper");
    const response = await send(t.app, "POST", `${staffPath}/documents/sign`, {
      cookie: officer,
      body: { role: "helper", documents: shown(helperDocuments), signature: await drawn() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await selectRows<{ channel: string; witness_user_id: number }>(
      t.database,
      sql`select channel, witness_user_id from document_signatures where document_id = ${helperDocuments[0]?.id} and role = 'helper'`,
    );
    expect(row).toEqual({ channel: "in_person", witness_user_id: witness.id });
    // Accounts may read the documents but not witness a signature.
    const { cookie: accounts } = await signedInStaff(db(), t.config, "accounts");
    const refused = await send(t.app, "POST", `${staffPath}/documents/sign`, {
      cookie: accounts,
      body: { role: "helper", documents: shown(helperDocuments), signature: await drawn() },
    });
    expect(refused.statusCode).toBe(403);
    void ownerCookie;
  });
});

describe("signing links", () => {
  it("are mailed to the family, open only their own signer's documents, and refuse when expired or withdrawn", async () => {
    const { ownerCookie, family, staffPath, familyPath, placement } = await caseWithPack();
    const employerLink = await send(t.app, "POST", `${staffPath}/documents/signing-links`, {
      cookie: ownerCookie,
      body: { role: "employer" },
    });
    expect(employerLink.statusCode, employerLink.body).toBe(200);
    expect(employerLink.json()).toMatchObject({ role: "employer", code: null, mailed: true });
    const mail = await t.smtp.waitForMail(
      family.user.email,
      `Documents to sign for case ${placement.reference}`,
    );
    expect(mail.text).toContain(employerLink.json().url);
    const employerToken = String(employerLink.json().url).split("/sign/")[1];
    const viaLink = await t.app.inject({ url: `/api/signing/${employerToken}` });
    expect(viaLink.json()).toMatchObject({ role: "employer", needsFamilySignIn: true });
    // The employer signs signed in, not through the link alone.
    const documents = shown(toSign(await familyDocuments(familyPath, family.cookie), "employer"));
    const anonymous = await send(t.app, "POST", `/api/signing/${employerToken}`, {
      body: { documents, signature: { kind: "typed", name: "Tan Mei Ling" } },
    });
    expect(anonymous.statusCode).toBe(409);

    // The helper's link cannot sign the employer's service agreement.
    const link = await helperLink(staffPath, ownerCookie);
    const service = (await familyDocuments(familyPath, family.cookie)).find(
      (document) => document.kind === "service_agreement",
    ) as DocumentToRead;
    const notHers = await send(t.app, "POST", `/api/signing/${link.token}`, {
      body: {
        documents: shown([service]),
        signature: { kind: "typed", name: "Siti Rahayu" },
        code: link.code,
      },
    });
    expect(notHers.statusCode).toBe(409);
    expect(notHers.json().message).toBe(SIGNING_MESSAGES.notASigner);

    // A spouse not on the family's file has nothing to sign.
    const spouse = await send(t.app, "POST", `${staffPath}/documents/signing-links`, {
      cookie: ownerCookie,
      body: { role: "spouse" },
    });
    expect(spouse.statusCode).toBe(409);

    // A new link withdraws the last; an expired link and a made-up one are refused.
    const newer = await helperLink(staffPath, ownerCookie);
    expect((await t.app.inject({ url: `/api/signing/${link.token}` })).json().message).toBe(
      SIGNING_MESSAGES.linkRevoked,
    );
    await db().execute(
      sql`update signing_links set expires_at = now() - interval '1 minute' where id = ${newer.id}`,
    );
    const expired = await t.app.inject({ url: `/api/signing/${newer.token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SIGNING_MESSAGES.linkExpired);
    const madeUp = await t.app.inject({
      url: `/api/signing/${randomBytes(32).toString("base64url")}`,
    });
    expect(madeUp.statusCode).toBe(404);

    // Five wrong codes end a link.
    const last = await helperLink(staffPath, ownerCookie);
    const body = { documents: shown([service]), signature: { kind: "typed", name: "Siti Rahayu" } };
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = last.code === "999999" ? "999998" : "999999";
      codes.push(
        (
          await send(t.app, "POST", `/api/signing/${last.token}`, {
            body: { ...body, code: wrong },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 400, 400, 410]);
    const locked = await send(t.app, "POST", `/api/signing/${last.token}`, {
      body: { ...body, code: last.code },
    });
    expect(locked.statusCode).toBe(410);
    expect(locked.json().message).toBe(SIGNING_MESSAGES.codeLocked);
  });

  it("leave another family's documents out of reach", async () => {
    const { familyPath, pack } = await caseWithPack();
    const stranger = await signedInCookie(db(), t.config, "customer");
    const list = await t.app.inject({
      url: `${familyPath}/documents`,
      headers: { cookie: stranger.cookie },
    });
    expect(list.statusCode).toBe(404);
    const pdf = await t.app.inject({
      url: `${familyPath}/documents/${pack.current[0]?.id}/pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(pdf.statusCode).toBe(404);
  });

  it("record a document signed on paper from its scan, checked by content, and move the case once every agreement is signed", async () => {
    const { ownerCookie, pack, staffPath } = await caseWithPack();
    const upload = async (
      documentId: number,
      content: Buffer,
      filename: string,
      cookie = ownerCookie,
    ) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(content)]), filename);
      const encoded = new Response(form);
      return t.app.inject({
        method: "POST",
        url: `${staffPath}/documents/${documentId}/paper-copy`,
        headers: {
          origin: SAME_ORIGIN,
          cookie,
          "content-type": encoded.headers.get("content-type") ?? "",
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    const scan = await sharp({
      create: { width: 600, height: 800, channels: 3, background: "#fafafa" },
    })
      .jpeg()
      .toBuffer();
    const [first, ...rest] = pack.current;
    const fake = await upload(
      first?.id ?? 0,
      Buffer.from("%PDF-1.7 but nothing after it"),
      "scan.pdf",
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(SIGNING_MESSAGES.paperFile);
    const text = await upload(first?.id ?? 0, Buffer.from("just words"), "scan.jpg");
    expect(text.statusCode).toBe(400);
    const { cookie: accounts } = await signedInStaff(db(), t.config, "accounts");
    expect((await upload(first?.id ?? 0, scan, "scan.jpg", accounts)).statusCode).toBe(403);

    expect((await upload(first?.id ?? 0, scan, "scan.jpg")).statusCode).toBe(204);
    const again = await upload(first?.id ?? 0, scan, "scan.jpg");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SIGNING_MESSAGES.notAwaiting);
    const copy = await t.app.inject({
      url: `${staffPath}/documents/${first?.id}/pdf`,
      headers: { cookie: ownerCookie },
    });
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(copy.headers["content-disposition"]).toContain("-signed.pdf");

    // The other agreements on paper too (the handover checklist waits for the handover).
    for (const document of rest.filter((each) => each.kind !== "handover_checklist")) {
      expect((await upload(document.id, scan, "scan.jpg")).statusCode).toBe(204);
    }
    const after = (await t.app.inject({ url: staffPath, headers: { cookie: ownerCookie } })).json();
    expect(after.stage).toBe("agreements_signed");
    const statuses = (
      await t.app.inject({ url: `${staffPath}/documents`, headers: { cookie: ownerCookie } })
    )
      .json()
      .current.map((document: { kind: string; status: string }) => [
        document.kind,
        document.status,
      ]);
    expect(statuses).toContainEqual(["handover_checklist", "awaiting_signatures"]);
    expect(statuses).toContainEqual(["service_agreement", "signed_on_paper"]);
  });
});
