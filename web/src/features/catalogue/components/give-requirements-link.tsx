import TuneRounded from "@mui/icons-material/TuneRounded";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "@/shared/paths.ts";
import { CATALOGUE_FILTER_TEXTS as TEXTS } from "../texts.ts";

/** Offers a family without requirements to give them, so that the catalogue can rank for it. */
export function GiveRequirementsLink() {
  return (
    <Button
      component={RouterLink}
      to={`${paths.profile}#requirements`}
      size="small"
      color="secondary"
      startIcon={<TuneRounded />}
    >
      {TEXTS.giveRequirements}
    </Button>
  );
}
