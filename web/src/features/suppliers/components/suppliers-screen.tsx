import { ADMIN_MENU } from "@maids/contract/messages.ts";
import type { Supplier } from "@maids/contract/suppliers.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import StorefrontRounded from "@mui/icons-material/StorefrontRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { ScreenHeading } from "@/shared/components/screen-heading.tsx";
import { SearchField } from "@/shared/components/search-field.tsx";
import { serverMessage } from "@/shared/forms/apply-server-errors.ts";
import { NoticeSnackbar } from "@/shared/notice/notice-snackbar.tsx";
import { useNotice } from "@/shared/notice/use-notice.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { SEARCH_DEBOUNCE_MS } from "@/shared/ui-limits.ts";
import { useDebouncedValue } from "@/shared/use-debounced-value.ts";
import { useDeleteSupplier } from "../api/delete-supplier.ts";
import { useSuppliers } from "../api/get-suppliers.ts";
import { useSaveSupplier } from "../api/save-supplier.ts";
import { SUPPLIER_TEXTS as TEXTS } from "../texts.ts";
import { DeleteSupplierDialog } from "./delete-supplier-dialog.tsx";
import { SupplierFormDialog } from "./supplier-form-dialog.tsx";
import { type SupplierActions, SupplierList } from "./supplier-list.tsx";

const SEARCH_LABELS = {
  field: TEXTS.searchLabel,
  clear: TEXTS.clearSearch,
  searching: TEXTS.searching,
};

type FormState = { open: boolean; supplier: Supplier | null };

function Results({
  suppliers,
  query,
  ...actions
}: SupplierActions & { suppliers: readonly Supplier[]; query: string }) {
  if (suppliers.length > 0) return <SupplierList suppliers={suppliers} {...actions} />;
  if (query.trim()) {
    return (
      <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
        {TEXTS.noMatches(query.trim())}
      </Typography>
    );
  }
  return <EmptyState icon={<StorefrontRounded />} title={TEXTS.empty} hint={TEXTS.emptyHint} />;
}

/** The overseas partner agencies: search, add, edit, deactivate, and delete those without helpers. */
export function SuppliersScreen() {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const suppliers = useSuppliers(settled);
  const save = useSaveSupplier();
  const remove = useDeleteSupplier();
  const notice = useNotice();
  const can = useStaffCan();
  const [form, setForm] = useState<FormState>({ open: false, supplier: null });
  const [toDelete, setToDelete] = useState<Supplier | null>(null);
  const searching = search.trim() !== settled.trim() || suppliers.isFetching;

  const failureOf = (error: unknown, fallback: string) => serverMessage(error) ?? fallback;

  const actions: SupplierActions = {
    onEdit: (supplier) => setForm({ open: true, supplier }),
    onDelete: setToDelete,
    onToggleActive: (supplier) => {
      const active = supplier.status !== "active";
      const { id, maidsCount: _, createdAt: __, updatedAt: ___, ...fields } = supplier;
      save.mutate(
        { id, values: { ...fields, status: active ? "active" : "inactive" } },
        {
          onSuccess: () =>
            notice.show(TEXTS.statusChanged(supplier.companyName, active), "success"),
          onError: (error) => notice.show(failureOf(error, TEXTS.form.failed), "error"),
        },
      );
    },
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, companyName } = toDelete;
    remove.mutate(id, {
      onSuccess: () => notice.show(TEXTS.confirmDelete.done(companyName), "success"),
      onError: (error) => notice.show(failureOf(error, TEXTS.confirmDelete.failed), "error"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: "auto" }}>
      <ScreenHeading
        title={ADMIN_MENU.suppliers}
        summary={
          suppliers.data && !search.trim()
            ? `${TEXTS.count(suppliers.data.length)} · ${TEXTS.intro}`
            : TEXTS.intro
        }
        action={
          can("suppliers.edit") && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setForm({ open: true, supplier: null })}
            >
              {TEXTS.add}
            </Button>
          )
        }
      />
      <Box sx={{ display: "flex", mb: 2.5 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={TEXTS.searchPlaceholder}
          labels={SEARCH_LABELS}
          searching={searching}
        />
      </Box>
      {suppliers.isPending && <Skeleton variant="rounded" height={240} />}
      {suppliers.isError && (
        <RetryAlert message={TEXTS.loadFailed} onRetry={() => void suppliers.refetch()} />
      )}
      {suppliers.isSuccess && <Results suppliers={suppliers.data} query={settled} {...actions} />}
      <SupplierFormDialog
        open={form.open}
        supplier={form.supplier}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={(message) => notice.show(message, "success")}
      />
      <DeleteSupplierDialog
        supplier={toDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <NoticeSnackbar control={notice} />
    </Box>
  );
}
