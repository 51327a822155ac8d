import { DOCUMENT_PACK_MESSAGES, type SignerRole } from "@maids/contract/document-pack.ts";
import { caseMoneyService } from "../case-money/case-money-service.ts";
import { helperLoanService } from "../case-money/helper-loan-service.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { documentServices } from "../document-pack/document-services.ts";
import type { Signer } from "../document-pack/document-signing-service.ts";
import { employerFileService } from "../employer-file/employer-file-service.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";
import { legalTextService } from "../legal/legal-text-service.ts";
import { signingCertificateOf } from "../pdf/signing-certificate.ts";
import { caseRefOf } from "../placements/case-lookup.ts";
import { placementOptions, placementService } from "../placements/placement-service.ts";

const DEMO_ORIGIN = { ipAddress: "127.0.0.1", userAgent: "Demo data" };

/**
 * The demo's document packs, made by the real services once the demo cases exist: the demo
 * customer's waiting for the family's signature on My hiring, and a deployed family's signed by
 * every party (the employer online, the helper in person, the case owner last) and sealed.
 */
export async function insertDemoDocuments(
  db: Db,
  config: Config,
  cipher: IdentityCipher,
  cases: { awaiting: number | null; signed: number | null },
) {
  const employerFile = employerFileService(db, cipher, legalTextService(db, config.agency));
  const details = placementService(db, placementOptions(config));
  const { documents, signing } = documentServices({
    db,
    config,
    employerFile,
    money: caseMoneyService(db),
    loans: helperLoanService(db),
    placements: details,
    mailer: { send: async () => {} },
    certificate: await signingCertificateOf(config),
  });
  const generate = async (caseId: number) => {
    const found = await caseRefOf(db, { id: caseId });
    const owner = (await details.detail(caseId)).owner.id;
    await documents.generate(found, owner);
    return { found, owner };
  };
  if (cases.awaiting !== null) await generate(cases.awaiting);
  if (cases.signed === null) return;
  const { found, owner } = await generate(cases.signed);
  const signers: [SignerRole, Signer, string][] = [
    [
      "employer",
      {
        role: "employer",
        channel: "family_account",
        userId: found.customerId,
        witnessUserId: null,
      },
      "Ahmad Rahim",
    ],
    ["helper", { role: "helper", channel: "in_person", userId: null, witnessUserId: owner }, ""],
    [
      "case_owner",
      { role: "case_owner", channel: "staff_account", userId: owner, witnessUserId: null },
      "",
    ],
  ];
  for (const [role, signer, typed] of signers) {
    const mine = (await signing.readable(found)).filter((document) =>
      document.signatures.some((each) => each.role === role && each.signedAt === null),
    );
    if (mine.length === 0) continue;
    const name = typed || (mine[0]?.signatures.find((each) => each.role === role)?.name ?? "");
    if (!name) throw new Error(DOCUMENT_PACK_MESSAGES.noHelper);
    const shown = mine.map((document) => ({ id: document.id, sha256: document.sha256 }));
    await signing.sign(
      found,
      signer,
      { documents: shown, signature: { kind: "typed", name } },
      DEMO_ORIGIN,
    );
  }
}
