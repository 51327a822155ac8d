import { type AdminHelperRow, adminHelperRowSchema } from "@maids/contract/admin.ts";
import { ageFromDob } from "@maids/contract/derived.ts";
import type { AdminHelper } from "@maids/contract/helper.ts";
import { ADMIN_HELPERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { jsonResponse } from "@/testing/fetch-stub.ts";

/** The route the screen asks its list of. */
export const ADMIN_HELPERS_PAGE = "GET /api/admin/maids/page";

/** A listed helper, held by a placement case or not (by default not). */
export type ListedHelper = AdminHelper & Partial<Pick<AdminHelperRow, "heldBy">>;

/** A helper as a row of the list answers her, her age counted from her date of birth today. */
function toRow(maid: ListedHelper): AdminHelperRow {
  return adminHelperRowSchema.parse({ heldBy: null, ...maid, age: ageFromDob(maid.DOB) });
}

/**
 * The server's answer for the page the request asks for, out of `maids` (the helpers that
 * match, newest first), with their total.
 */
export function pageResponse(maids: readonly ListedHelper[], url: URL): Response {
  const page = Number(url.searchParams.get("page") ?? 1);
  const limit = Number(url.searchParams.get("limit") ?? ADMIN_HELPERS_PAGE_SIZE);
  const shown = maids.slice((page - 1) * limit, page * limit);
  return jsonResponse({ maids: shown.map(toRow), total: maids.length, page, limit });
}
