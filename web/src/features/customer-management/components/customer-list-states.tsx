import { ADMIN_MESSAGES } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";

export function CustomerListLoading() {
  return (
    <Box role="status" aria-label={CUSTOMER_UI_TEXTS.loading} sx={{ display: "grid", gap: 1 }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

/** 'Failed to load users' (docs/product.md#customer-management), with a way to try again. */
export function CustomerListFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={ADMIN_MESSAGES.usersFailed} onRetry={onRetry} />;
}
