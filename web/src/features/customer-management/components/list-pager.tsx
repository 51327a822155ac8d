import { CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import ChevronLeftRounded from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRounded from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";

type ListPagerProps = {
  /** Names the navigation landmark, e.g. "Customer pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous/Next paging (docs/product.md#customer-management), each disabled at its end of the list. */
export function ListPager({ label, page, pageSize, total, onPageChange }: ListPagerProps) {
  const hasNext = page * pageSize < total;
  return (
    <Box
      component="nav"
      aria-label={label}
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
        {CUSTOMER_UI_TEXTS.pageOf(page, pageCount(total, pageSize))}
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
