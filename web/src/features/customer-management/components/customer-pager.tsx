import { ADMIN_USERS_PAGE_SIZE } from "@maids/contract/limits.ts";
import { CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import ChevronLeftRounded from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRounded from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";

type CustomerPagerProps = {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
};

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));

/** Previous/Next paging (SPEC.md section 2), each disabled at its end of the list. */
export function CustomerPager({ page, total, onPageChange }: CustomerPagerProps) {
  const hasNext = page * ADMIN_USERS_PAGE_SIZE < total;
  return (
    <Box
      component="nav"
      aria-label={CUSTOMER_UI_TEXTS.pages}
      sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: 3 }}
    >
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<ChevronLeftRounded />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {CUSTOMER_MANAGEMENT_TEXTS.previous}
      </Button>
      <Typography
        sx={{ color: "text.secondary", fontWeight: 600, whiteSpace: "nowrap" }}
        aria-live="polite"
      >
        {CUSTOMER_UI_TEXTS.pageOf(page, pageCount(total))}
      </Typography>
      <Button
        variant="outlined"
        color="secondary"
        endIcon={<ChevronRightRounded />}
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        {CUSTOMER_MANAGEMENT_TEXTS.next}
      </Button>
    </Box>
  );
}
