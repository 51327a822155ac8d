import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

type MoneyFieldProps = Omit<TextFieldProps, "error" | "helperText" | "slotProps"> & {
  /** The server's message for the field, shown under it in place of `hint`. */
  error?: string;
  hint?: string;
};

/** An amount in dollars as typed ("1,200.50"), with its "$" and a decimal keypad on phones. */
export function MoneyField({ error, hint, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { inputMode: "decimal" },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
