import { SHORTLIST_TEXTS } from "@maids/contract/messages.ts";
import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import { BrowseHelpersButton } from "@/shared/components/browse-helpers-button.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { HelperGridLoading } from "@/shared/helper-card/helper-grid-loading.tsx";
import { SHORTLIST_UI_TEXTS } from "../texts.ts";

export function ShortlistLoading() {
  return <HelperGridLoading label={SHORTLIST_UI_TEXTS.loading} cards={4} />;
}

export function ShortlistEmpty() {
  return (
    <EmptyState
      icon={<FavoriteBorderRounded />}
      title={SHORTLIST_TEXTS.empty}
      hint={SHORTLIST_UI_TEXTS.emptyHint}
      action={<BrowseHelpersButton />}
    />
  );
}
