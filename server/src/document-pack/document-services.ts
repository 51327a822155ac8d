import type { PlacementCase } from "@maids/contract/placements.ts";
import type { CaseMoneyService } from "../case-money/case-money-service.ts";
import type { HelperLoanService } from "../case-money/helper-loan-service.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { EmployerFileService } from "../employer-file/employer-file-service.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SigningCertificate } from "../pdf/signing-certificate.ts";
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
  caseDetail: (id: number) => Promise<PlacementCase>;
  mailer: Mailer;
  certificate: () => Promise<SigningCertificate>;
}) {
  const { db, config, employerFile, caseDetail } = options;
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
  });
  return { templates, documents, signing };
}
