import { formatStaffPhone } from "@maids/contract/staff.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useChangePhone } from "../api/change-phone.ts";
import { ACCOUNT_TEXTS } from "../texts.ts";

/** The family's own phone number, which the agency may call; optional, blank clears it. */
export function PhoneForm({ phone }: { phone: string }) {
  const change = useChangePhone();
  const [typed, setTyped] = useState(formatStaffPhone(phone));
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(typed);
  };
  return (
    <Box component="form" onSubmit={save} sx={{ display: "grid", gap: 1, mt: 3 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          type="tel"
          label={ACCOUNT_TEXTS.phone}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={change.isError}
          helperText={change.isError ? change.error.message : ACCOUNT_TEXTS.phoneHint}
          autoComplete="tel"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={change.isPending} sx={{ mt: 1 }}>
          {ACCOUNT_TEXTS.savePhone}
        </Button>
      </Box>
      {change.isSuccess && <Alert severity="success">{ACCOUNT_TEXTS.phoneSaved}</Alert>}
    </Box>
  );
}
