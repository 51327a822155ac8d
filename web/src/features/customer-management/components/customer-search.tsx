import CloseRounded from "@mui/icons-material/CloseRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";

type CustomerSearchProps = { value: string; onChange: (value: string) => void };

/** Finds customers by name, email or phone as staff type (on the server, docs/product.md#customer-management). */
export function CustomerSearch({ value, onChange }: CustomerSearchProps) {
  return (
    <TextField
      type="search"
      label={CUSTOMER_UI_TEXTS.searchLabel}
      helperText={CUSTOMER_UI_TEXTS.searchHint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{
        width: { xs: "100%", sm: 380 },
        "& .MuiOutlinedInput-root": { bgcolor: "background.paper" },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={CUSTOMER_UI_TEXTS.clearSearch}
                onClick={() => onChange("")}
                edge="end"
                size="small"
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
