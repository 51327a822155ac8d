import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../format.ts";
import { CATALOGUE_UI_TEXTS } from "../site-texts.ts";

/** "$850 / month", the amount large and the period small, as the cards show it. */
export function MonthlySalary({ salary, sx }: { salary: number; sx?: SxProps<Theme> }) {
  return (
    <Typography
      sx={[{ fontWeight: 800, fontSize: "1.125rem" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {formatMoney(salary)}
      <Box
        component="span"
        sx={{ fontWeight: 500, fontSize: "0.8125rem", color: "text.secondary", ml: 0.5 }}
      >
        {CATALOGUE_UI_TEXTS.perMonth}
      </Box>
    </Typography>
  );
}
