import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/** The look of a row in a list of records: side by side, wrapping, a rule above each. */
const ROW = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1.5,
  py: 1.25,
  borderTop: 1,
  borderColor: "divider",
} as const;

/** One record of a list (an `li`), in the rows' look; `sx` changes what this list needs. */
export function ListRow({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="li" sx={[ROW, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
