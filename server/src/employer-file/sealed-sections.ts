import type { ParticularsSection } from "@maids/contract/employer-file.ts";
import { maskIdentityNumber } from "@maids/contract/identity-numbers.ts";
import type { IdentityCipher } from "../identity/identity-cipher.ts";

/**
 * A section's data as stored: what the family gave, with the identity number sealed under
 * `idNumberSealed` and bound to its case and section, so that it opens nowhere else.
 */
export type StoredSection = Record<string, unknown>;

const SEALED = "idNumberSealed";

const fieldOf = (caseId: number, section: ParticularsSection) =>
  `employer_particulars:${caseId}:${section}.idNumber`;

function sealedOf(data: StoredSection | null): string | null {
  const sealed = data?.[SEALED];
  return typeof sealed === "string" ? sealed : null;
}

/**
 * The data to store from a section's input: an absent `idNumber` keeps the one on file, an
 * empty one removes it, any other is sealed.
 */
export function sealSection(
  cipher: IdentityCipher,
  place: { caseId: number; section: ParticularsSection },
  input: Record<string, unknown>,
  stored: StoredSection | null,
): StoredSection {
  const { idNumber, ...rest } = input;
  const kept = sealedOf(stored);
  if (typeof idNumber === "string" && idNumber !== "") {
    return { ...rest, [SEALED]: cipher.seal(idNumber, fieldOf(place.caseId, place.section)) };
  }
  return idNumber === undefined && kept ? { ...rest, [SEALED]: kept } : rest;
}

/** The identity number in full (a reveal, or a document that needs it); null when none. */
export function openIdNumber(
  cipher: IdentityCipher,
  place: { caseId: number; section: ParticularsSection },
  data: StoredSection,
): string | null {
  const sealed = sealedOf(data);
  return sealed === null ? null : cipher.open(sealed, fieldOf(place.caseId, place.section));
}

/** A section as every screen shows it: the identity number masked, never sealed or plain. */
export function maskedSection(
  cipher: IdentityCipher,
  place: { caseId: number; section: ParticularsSection },
  data: StoredSection,
): Record<string, unknown> {
  const { [SEALED]: _sealed, ...rest } = data;
  const plain = openIdNumber(cipher, place, data);
  return plain === null ? rest : { ...rest, idNumberMasked: maskIdentityNumber(plain) };
}

/** The data sealed again with the current key, or null when it holds nothing stale. */
export function resealed(
  cipher: IdentityCipher,
  place: { caseId: number; section: ParticularsSection },
  data: StoredSection,
): StoredSection | null {
  const sealed = sealedOf(data);
  if (sealed === null || !cipher.isStale(sealed)) return null;
  const plain = cipher.open(sealed, fieldOf(place.caseId, place.section));
  return { ...data, [SEALED]: cipher.seal(plain, fieldOf(place.caseId, place.section)) };
}
