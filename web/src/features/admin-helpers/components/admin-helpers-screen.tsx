import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_MENU, ADMIN_MESSAGES } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CustomerFitsPanel } from "@/shared/matching/customer-fits-panel.tsx";
import { MATCHING_TEXTS } from "@/shared/matching/texts.ts";
import { NoticeSnackbar } from "@/shared/notice/notice-snackbar.tsx";
import { useNotice } from "@/shared/notice/use-notice.ts";
import { helperHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useAdminFilters } from "../hooks/use-admin-filters.ts";
import { useAdminHelpersList } from "../hooks/use-admin-helpers-list.ts";
import { useDeleteFlow } from "../hooks/use-delete-flow.ts";
import { useLinkFlow } from "../hooks/use-link-flow.ts";
import { useRecommendSelection } from "../hooks/use-recommend-selection.ts";
import { useRefusedAdmin } from "../hooks/use-refused-admin.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";
import { AddHelperDialog } from "./add-helper-dialog.tsx";
import { CustomerBanner, InvalidCustomerBanner } from "./customer-banner.tsx";
import { DeleteHelperDialog } from "./delete-helper-dialog.tsx";
import { EditHelperDialog } from "./edit-helper-dialog.tsx";
import { ExportMenu } from "./export-menu.tsx";
import { AdminFilterPanel } from "./filters/admin-filter-panel.tsx";
import { HelperSearchField } from "./helper-search-field.tsx";
import { HelpersHeader } from "./helpers-header.tsx";
import { HelpersPager } from "./helpers-pager.tsx";
import { HelpersResults } from "./helpers-results.tsx";
import { LinkDialog } from "./link-dialog.tsx";

type AdminHelpersScreenProps = {
  /** The customer the ticks recommend to (/admin/:userId), if any. */
  customerId: number | null;
  /** The address named something that is not a customer id. */
  invalidCustomer?: boolean;
  /** The bulk import's button (another feature's, put here by the app). */
  importAction?: ReactNode;
};

/** Helper management (docs/product.md#helper-management). */
export function AdminHelpersScreen({
  customerId,
  invalidCustomer = false,
  importAction,
}: AdminHelpersScreenProps) {
  const notice = useNotice();
  const can = useStaffCan();
  const navigate = useNavigate();
  const filters = useAdminFilters();
  const list = useAdminHelpersList(filters.filters);
  const { query } = list;
  const selection = useRecommendSelection(customerId, () =>
    notice.show(TEXTS.recommendFailed, "error"),
  );
  const link = useLinkFlow(customerId, selection.selected, notice);
  const deletion = useDeleteFlow(notice, selection.forget);
  const [adding, setAdding] = useState(false);
  const [editedId, setEditedId] = useState<number | null>(null);
  const refused = useRefusedAdmin(query.error);
  const resultsTop = useRef<HTMLDivElement>(null);
  const turnPage = (page: number) => {
    list.setPage(page);
    // The pager is under the list: a page turned from down there starts at its top.
    const top = resultsTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  };

  return (
    <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
      <Box>
        <Typography variant="h3" component="h1">
          {ADMIN_MENU.helperManagement}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.pageIntro}</Typography>
      </Box>
      {customerId !== null && <CustomerBanner customerId={customerId} />}
      {customerId !== null && can("customers.view") && (
        <CustomerFitsPanel
          customerId={customerId}
          ticks={
            can("customers.edit")
              ? { ...selection, label: MATCHING_TEXTS.staff.recommend }
              : undefined
          }
        />
      )}
      {invalidCustomer && <InvalidCustomerBanner />}
      <HelperSearchField value={list.search} onChange={list.setSearch} searching={list.searching} />
      <AdminFilterPanel control={filters} />
      <Box ref={resultsTop} sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}>
        <HelpersHeader
          count={query.data?.total}
          selectedCount={selection.selected.size}
          linkBusy={link.busy}
          onAdd={can("helpers.edit") ? () => setAdding(true) : undefined}
          onRecommend={can("customers.edit") ? link.start : undefined}
          fileActions={
            <>
              {can("helpers.edit") && importAction}
              {can("helpers.export") && (
                <ExportMenu
                  listParams={list.params}
                  onFailed={() => notice.show(TEXTS.exportFailed, "error")}
                />
              )}
            </>
          }
        />
      </Box>
      <HelpersResults
        maids={query.data?.maids ?? []}
        isPending={query.isPending || refused}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        selection={selection}
        onOpen={(maid: AdminHelperRow) =>
          // A role that may not change helpers reads her profile instead.
          can("helpers.edit") ? setEditedId(maid.id) : void navigate(helperHref(maid.id))
        }
        onDelete={deletion.request}
      />
      <HelpersPager page={list.page} pageCount={list.pageCount} onChange={turnPage} />
      <AddHelperDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          notice.show(ADMIN_MESSAGES.createSuccess, "success");
        }}
      />
      <EditHelperDialog
        maidId={editedId}
        onClose={() => setEditedId(null)}
        onSaved={() => {
          setEditedId(null);
          notice.show(ADMIN_MESSAGES.updateSuccess, "success");
        }}
      />
      <DeleteHelperDialog
        maid={deletion.target}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      <LinkDialog link={link.link} onClose={link.close} />
      <NoticeSnackbar control={notice} />
    </Box>
  );
}
