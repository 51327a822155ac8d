import { createHash } from "node:crypto";
import type { Agency } from "@maids/contract/agency.ts";
import { toCustomerBiodata } from "@maids/contract/biodata.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import sharp from "sharp";
import { singaporeToday } from "../calendar.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { findHelperProfileFor, findHelperRecord } from "../helpers/helper-repository.ts";
import { toAdminHelper, toCustomerHelper } from "../helpers/helper-serializer.ts";
import type { ImageStorage } from "../images/image-storage.ts";
import { findActiveCaseOwner } from "../users/user-repository.ts";
import type { BiodataDocument } from "./biodata-pdf.ts";
import type { BiodataPdfRenderer } from "./biodata-pdf-renderer.ts";
import { agencyEngagedAbout, findBiodata } from "./biodata-repository.ts";

/** The photo in the PDF: about 250 dpi at its printed size, small enough for a light file. */
const PDF_PHOTO = { width: 400, height: 500, quality: 80 };

export interface BiodataPdf {
  maid: { id: number; name: string };
  pdf: Buffer;
}

/** A customer's PDF carries the medical history only for families the agency engaged with. */
type Version = "customer" | "customer-with-medical-history" | "admin" | "admin-without-private";
type Content = Pick<BiodataDocument, "maid" | "biodata" | "caseOwner">;

/**
 * A kept PDF's key: everything it shows but the agency (fixed while the server runs), so any
 * change to her record, photo or supplier, or to her case owner's name or EA number, makes
 * a new one. With the Singapore date, a kept
 * PDF is at most a day old: her age and the time it says it was generated stay true.
 */
function pdfKey(version: Version, content: Content, photoKey: string | null, now: Date): string {
  return createHash("sha256")
    .update(JSON.stringify([version, singaporeToday(now), photoKey, content]))
    .digest("base64url");
}

/**
 * Biodata PDFs. Signed-in customers get an active helper's, with the fields customers may
 * see and her clear photo (her medical history only when the agency engaged with that family
 * about her, and then under a key of its own); administrators get any helper's, with everything.
 */
export function biodataService(
  db: Db,
  storage: ImageStorage,
  agency: Agency,
  renderer: BiodataPdfRenderer,
) {
  async function photoAsJpeg(photoKey: string | null): Promise<Buffer | null> {
    const webp = photoKey ? await storage.read(photoKey, "detail") : null;
    if (!webp) return null;
    return sharp(webp)
      .resize(PDF_PHOTO.width, PDF_PHOTO.height, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: PDF_PHOTO.quality, mozjpeg: true })
      .toBuffer();
  }

  async function render(
    version: Version,
    content: Content,
    photoKey: string | null,
  ): Promise<BiodataPdf> {
    const now = new Date();
    const pdf = await renderer.render(pdfKey(version, content, photoKey, now), async () => ({
      ...content,
      agency,
      photo: await photoAsJpeg(photoKey),
      generatedAt: now,
    }));
    return { maid: { id: content.maid.id, name: content.maid.name }, pdf };
  }

  /** Her active case's owner, as the PDF shows them; null when she is in no active case. */
  async function caseOwnerOf(id: number): Promise<Content["caseOwner"]> {
    const owner = await findActiveCaseOwner(db, id);
    return owner ? { name: owner.name, eaRegistrationNumber: owner.eaRegistrationNumber } : null;
  }

  return {
    /**
     * `viewer`: the signed-in account; `medicalHistory` when their staff role may see it, else
     * only when the agency engaged with them about her.
     */
    async forCustomer(
      id: number,
      viewer: { id: number; isStaff: boolean; medicalHistory: boolean },
    ): Promise<BiodataPdf> {
      const record = await findHelperProfileFor(db, id, { id: viewer.id, isStaff: viewer.isStaff });
      if (!record) throw new NotFoundError(API_MESSAGES.helperNotFound);
      const medicalHistory = viewer.medicalHistory || (await agencyEngagedAbout(db, viewer.id, id));
      const biodata = toCustomerBiodata(await findBiodata(db, id), { medicalHistory });
      const version = medicalHistory ? "customer-with-medical-history" : "customer";
      const caseOwner = await caseOwnerOf(id);
      return render(
        version,
        { maid: toCustomerHelper(record), biodata, caseOwner },
        record.maid.photoKey,
      );
    },

    /** Everything, or without her home contacts and medical history (`privateFields` false). */
    async forAdmin(id: number, { privateFields }: { privateFields: boolean }): Promise<BiodataPdf> {
      const record = await findHelperRecord(db, id);
      if (!record) throw new NotFoundError(API_MESSAGES.helperNotFound);
      const stored = await findBiodata(db, id);
      const biodata = privateFields ? stored : toCustomerBiodata(stored, { medicalHistory: false });
      const caseOwner = await caseOwnerOf(id);
      return render(
        privateFields ? "admin" : "admin-without-private",
        { maid: toAdminHelper(record), biodata, caseOwner },
        record.maid.photoKey,
      );
    },
  };
}
