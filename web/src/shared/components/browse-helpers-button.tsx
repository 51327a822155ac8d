import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";

/** The way on to the catalogue from a page with nothing (more) to show. */
export function BrowseHelpersButton({
  variant = "contained",
}: {
  variant?: "contained" | "outlined";
}) {
  return (
    <Button
      component={RouterLink}
      to={paths.catalogue}
      variant={variant}
      color={variant === "outlined" ? "secondary" : "primary"}
      size="large"
      endIcon={<ArrowForwardRounded />}
    >
      {SITE_TEXTS.browseHelpers}
    </Button>
  );
}
