import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  parseDollars,
} from "@maids/contract/case-money.ts";
import { singaporeToday } from "@maids/contract/days.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { centsAsTyped } from "@/shared/money/fee-lines.ts";
import { useRecordPayment } from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";

/** A payment received: amount (the balance by default), method, reference and day. */
export function PaymentDialog({
  caseId,
  balanceCents,
  onClose,
}: {
  caseId: number;
  balanceCents: number;
  onClose: () => void;
}) {
  const record = useRecordPayment(caseId);
  const [amount, setAmount] = useState(centsAsTyped(balanceCents));
  const [method, setMethod] = useState<PaymentMethod>("paynow");
  const [reference, setReference] = useState("");
  const [receivedOn, setReceivedOn] = useState(singaporeToday());
  const errors = fieldErrorsOf(record.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { amountCents: parseDollars(amount) ?? -1, method, reference, receivedOn },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="payment-title">{TEXTS.paymentTitle}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {record.error && Object.keys(errors).length === 0 && (
            <Alert severity="error">{record.error.message}</Alert>
          )}
          <TextField
            label={TEXTS.paymentAmount}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amountCents !== undefined}
            helperText={errors.amountCents}
            slotProps={{
              htmlInput: { inputMode: "decimal" },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            select
            label={TEXTS.paymentMethod}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {PAYMENT_METHODS.map((each) => (
              <option key={each} value={each}>
                {PAYMENT_METHOD_LABELS[each]}
              </option>
            ))}
          </TextField>
          <TextField
            label={TEXTS.paymentReference}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={errors.reference !== undefined}
            helperText={errors.reference}
          />
          <TextField
            type="date"
            label={TEXTS.paymentDay}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            error={errors.receivedOn !== undefined}
            helperText={errors.receivedOn}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {TEXTS.paymentSave}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
