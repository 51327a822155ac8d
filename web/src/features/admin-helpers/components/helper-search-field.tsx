import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { SearchField } from "@/shared/components/search-field.tsx";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

const LABELS = { field: TEXTS.searchLabel, clear: TEXTS.clearSearch, searching: TEXTS.searching };

type HelperSearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  searching: boolean;
};

/** 'Search maid name or ID', with a spinner while searching and a clear button. */
export function HelperSearchField(props: HelperSearchFieldProps) {
  return <SearchField {...props} placeholder={ADMIN_TEXTS.searchPlaceholder} labels={LABELS} />;
}
