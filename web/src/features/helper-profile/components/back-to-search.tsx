import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import Button from "@mui/material/Button";
import { useBackToSearch } from "../hooks/use-back-to-search.ts";

export function BackToSearch() {
  const goBack = useBackToSearch();
  return (
    <Button color="secondary" startIcon={<ArrowBackRounded />} onClick={goBack} sx={{ ml: -1 }}>
      {HELPER_PROFILE_TEXTS.backToSearch}
    </Button>
  );
}
