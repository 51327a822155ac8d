import { NAV_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "@/shared/paths.ts";

/** The landing page's large call to action, to the catalogue. */
export function FindAHelperButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.catalogueCapitalised}
      variant="contained"
      size="large"
      endIcon={<ArrowForwardRounded />}
      sx={{ px: 4, py: 1.5, letterSpacing: "0.04em" }}
    >
      {NAV_TEXTS.findAHelper}
    </Button>
  );
}
