import Box from "@mui/material/Box";
import Pagination from "@mui/material/Pagination";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

type HelpersPagerProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
};

/** The pages of the list, under the table or cards; shown once there is more than one. */
export function HelpersPager({ page, pageCount, onChange }: HelpersPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center" }}>
      <Pagination
        aria-label={TEXTS.pages}
        count={pageCount}
        page={page}
        onChange={(_event, next) => onChange(next)}
        color="secondary"
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
      />
    </Box>
  );
}
