import type { AdminUser } from "@maids/contract/admin.ts";
import { ADMIN_USERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { ADMIN_TEXTS, CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import GroupRounded from "@mui/icons-material/GroupRounded";
import LogoutRounded from "@mui/icons-material/LogoutRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { ScreenHeading } from "@/shared/components/screen-heading.tsx";
import { useDebouncedValue } from "@/shared/use-debounced-value.ts";
import { useAdminUsers } from "../api/get-admin-users.ts";
import { usePageParam } from "../hooks/use-page-param.ts";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { CustomerCards } from "./customer-cards.tsx";
import { CustomerDetailsDialog } from "./customer-details-dialog.tsx";
import { CustomerListFailed, CustomerListLoading } from "./customer-list-states.tsx";
import { CustomerSearch } from "./customer-search.tsx";
import { CustomerTable } from "./customer-table.tsx";
import { ListPager } from "./list-pager.tsx";

type CustomerManagementProps = { onLogOut: () => void; isLoggingOut: boolean };

function Header({ total, onLogOut, isLoggingOut }: CustomerManagementProps & { total?: number }) {
  return (
    <ScreenHeading
      title={ADMIN_TEXTS.customerManagement}
      summary={
        total === undefined
          ? CUSTOMER_UI_TEXTS.intro
          : `${CUSTOMER_UI_TEXTS.customerCount(total)} · ${CUSTOMER_UI_TEXTS.intro}`
      }
      action={
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<LogoutRounded />}
          onClick={onLogOut}
          disabled={isLoggingOut}
        >
          {CUSTOMER_MANAGEMENT_TEXTS.logOut}
        </Button>
      }
    />
  );
}

type CustomerListProps = {
  users: readonly AdminUser[];
  total: number;
  query: string;
  onViewDetails: (user: AdminUser) => void;
};

function CustomerList({ users, total, query, onViewDetails }: CustomerListProps) {
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"));
  const searched = query.trim();
  if (total === 0 && !searched) {
    return (
      <EmptyState
        icon={<GroupRounded />}
        title={CUSTOMER_UI_TEXTS.noCustomers}
        hint={CUSTOMER_UI_TEXTS.noCustomersHint}
      />
    );
  }
  if (users.length === 0) {
    return (
      <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
        {searched ? CUSTOMER_UI_TEXTS.noMatches(searched) : CUSTOMER_UI_TEXTS.emptyPage}
      </Typography>
    );
  }
  return isWide ? (
    <CustomerTable users={users} onViewDetails={onViewDetails} />
  ) : (
    <CustomerCards users={users} onViewDetails={onViewDetails} />
  );
}

/** 'Customer Management' (docs/product.md#customer-management): customers page by page, and each one's details. */
export function CustomerManagement(props: CustomerManagementProps) {
  const [page, setPage] = usePageParam();
  const [query, setQuery] = useState("");
  const search = useDebouncedValue(query.trim(), 250);
  const [selectedId, setSelectedId] = useState<number>();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const users = useAdminUsers(page, search);
  const selected = users.data?.users.find((user) => user.id === selectedId);

  const openDetails = (user: AdminUser) => {
    setSelectedId(user.id);
    setDialogOpen(true);
  };

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: "auto" }}>
      <Header {...props} total={users.data?.total} />
      <Box sx={{ mb: 2.5 }}>
        <CustomerSearch
          value={query}
          onChange={(typed) => {
            setQuery(typed);
            // A new search starts from its first page.
            if (page !== 1) setPage(1);
          }}
        />
      </Box>
      {users.isPending && <CustomerListLoading />}
      {users.isError && <CustomerListFailed onRetry={() => void users.refetch()} />}
      {users.isSuccess && (
        <Box
          sx={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: "opacity 0.2s" }}
          aria-busy={users.isPlaceholderData}
        >
          <CustomerList
            users={users.data.users}
            total={users.data.total}
            query={query}
            onViewDetails={openDetails}
          />
          <ListPager
            label={CUSTOMER_UI_TEXTS.pages}
            page={page}
            pageSize={ADMIN_USERS_PAGE_SIZE}
            total={users.data.total}
            onPageChange={setPage}
          />
        </Box>
      )}
      <CustomerDetailsDialog
        open={isDialogOpen}
        user={selected}
        onClose={() => setDialogOpen(false)}
        onExited={() => setSelectedId(undefined)}
      />
    </Box>
  );
}
