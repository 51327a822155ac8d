import ClearRounded from "@mui/icons-material/ClearRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible names: the field, its clear button and its spinner. */
  labels: { field: string; clear: string; searching: string };
  /** A search is waiting for the typing to stop, or loading. */
  searching: boolean;
};

/** A rounded search box for the admin lists, with a spinner while searching and a clear button. */
export function SearchField({ value, onChange, placeholder, labels, searching }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      sx={{
        flex: "1 1 280px",
        maxWidth: { md: 420 },
        "& .MuiOutlinedInput-root": { borderRadius: 999, bgcolor: "background.paper" },
        "& input::-webkit-search-cancel-button": { display: "none" },
      }}
      slotProps={{
        htmlInput: { "aria-label": labels.field },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded aria-hidden />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 0.5 }}>
              {searching && <CircularProgress size={18} aria-label={labels.searching} />}
              {value && (
                <IconButton size="small" aria-label={labels.clear} onClick={() => onChange("")}>
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
