import { type AdminHelpersPage, adminHelperRowSchema } from "@maids/contract/admin.ts";
import type { AdminHelper } from "@maids/contract/helper.ts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/shared/query-keys.ts";

function updateLoadedPages(
  queryClient: QueryClient,
  change: (page: AdminHelpersPage) => AdminHelpersPage,
) {
  queryClient.setQueriesData<AdminHelpersPage>({ queryKey: queryKeys.adminHelpers }, (page) =>
    page ? change(page) : page,
  );
}

/**
 * The saved helper's row, changed at once in every loaded page of the list; an edit never
 * changes which placement case holds her, so the row keeps that.
 */
export function showSavedInLoadedPages(queryClient: QueryClient, saved: AdminHelper) {
  updateLoadedPages(queryClient, (page) => ({
    ...page,
    maids: page.maids.map((maid) =>
      maid.id === saved.id ? adminHelperRowSchema.parse({ ...saved, heldBy: maid.heldBy }) : maid,
    ),
  }));
}

/** The deleted helper's row, taken out at once from every loaded page of the list. */
export function removeFromLoadedPages(queryClient: QueryClient, id: number) {
  updateLoadedPages(queryClient, (page) =>
    page.maids.some((maid) => maid.id === id)
      ? { ...page, maids: page.maids.filter((maid) => maid.id !== id), total: page.total - 1 }
      : page,
  );
}
