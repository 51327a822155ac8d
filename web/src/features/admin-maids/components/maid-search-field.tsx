import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import ClearRounded from "@mui/icons-material/ClearRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { ADMIN_MAIDS_TEXTS as TEXTS } from "../texts.ts";

type MaidSearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** A search is waiting for the typing to stop, or loading. */
  searching: boolean;
};

/** 'Search maid name or ID', with a spinner while searching and a clear button. */
export function MaidSearchField({ value, onChange, searching }: MaidSearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={ADMIN_TEXTS.searchPlaceholder}
      sx={{
        flex: "1 1 280px",
        maxWidth: { md: 420 },
        "& .MuiOutlinedInput-root": { borderRadius: 999, bgcolor: "background.paper" },
        "& input::-webkit-search-cancel-button": { display: "none" },
      }}
      slotProps={{
        htmlInput: { "aria-label": TEXTS.searchLabel },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded aria-hidden />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 0.5 }}>
              {searching && <CircularProgress size={18} aria-label={TEXTS.searching} />}
              {value && (
                <IconButton
                  size="small"
                  aria-label={TEXTS.clearSearch}
                  onClick={() => onChange("")}
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
