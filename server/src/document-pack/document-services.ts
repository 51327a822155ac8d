import { DOCUMENT_PACK_TEXTS } from "@maids/contract/document-pack.ts";
import type { CaseMoneyService } from "../case-money/case-money-service.ts";
import type { HelperLoanService } from "../case-money/helper-loan-service.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { ConflictError } from "../domain-errors.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SigningCertificate } from "../pdf/signing-certificate.ts";
import type { PlacementService } from "../placements/placement-service.ts";
import { documentPackService } from "./document-pack-service.ts";
import { documentSigningService } from "./document-signing-service.ts";
import { documentTemplateService } from "./document-template-service.ts";

/** The document pack's services over one case record: templates, generation, signing. */
export function documentServices(options: {
  db: Db;
  config: Pick<Config, "agency" | "publicUrl">;
  employerFile: EmployerFileService;
  money: CaseMoneyService;
  loans: HelperLoanService;
  placements: PlacementService;
  mailer: Mailer;
  certificate: () => Promise<SigningCertificate>;
}) {
  const { db, config, employerFile, placements } = options;
  const caseDetail = (id: number) => placements.detail(id);
  const templates = documentTemplateService(db);
  const documents = documentPackService({
    db,
    agency: config.agency,
    templates,
    caseDetail,
    employerFile,
    money: options.money,
    loans: options.loans,
  });
  const signing = documentSigningService({
    db,
    agency: config.agency,
    publicUrl: config.publicUrl,
    mailer: options.mailer,
    employerFile,
    caseDetail,
    certificate: options.certificate,
    agreementsSigned: (caseId) => moveToAgreementsSigned(placements, caseId),
  });
  return { templates, documents, signing };
}

/**
 * The pack's agreements all signed: a case waiting for them moves past "Agreements signed", in
 * its owner's name, as staff would move it. A case elsewhere, or changed at that moment, is left
 * for staff to move.
 */
async function moveToAgreementsSigned(placements: PlacementService, caseId: number) {
  const placement = await placements.detail(caseId);
  if (!placement.nextStages.includes("agreements_signed")) return;
  const move = {
    version: placement.version,
    stage: "agreements_signed" as const,
    note: DOCUMENT_PACK_TEXTS.agreementsSignedNote,
  };
  await placements.changeStage(caseId, move, placement.owner.id).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
}
