import { formatStaffPhone } from "@maids/contract/staff.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";

/** What saving the number reports: a TanStack mutation of the typed text. */
type PhoneSave = {
  mutate: (phone: string) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
};

type PhoneFormProps = {
  /** As stored: digits with the country code, or empty. */
  phone: string;
  save: PhoneSave;
  texts: { label: string; hint: string; save: string; saved: string };
  size?: "small" | "medium";
  /** "tel" for the signed-in person's own number, so the browser may offer it. */
  autoComplete?: "tel" | "off";
};

/**
 * A phone number field with its Save button: the number as typed goes to the server, which
 * checks it (the contract's rule) and answers its message under the field.
 */
export function PhoneForm({
  phone,
  save,
  texts,
  size = "medium",
  autoComplete = "off",
}: PhoneFormProps) {
  const [typed, setTyped] = useState(formatStaffPhone(phone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(typed);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          size={size}
          type="tel"
          label={texts.label}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={save.error !== null}
          helperText={save.error ? save.error.message : texts.hint}
          autoComplete={autoComplete}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={save.isPending}
          sx={{ mt: size === "small" ? 0 : 1 }}
        >
          {texts.save}
        </Button>
      </Box>
      {save.isSuccess && <Alert severity="success">{texts.saved}</Alert>}
    </Box>
  );
}
