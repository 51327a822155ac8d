import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@maids/contract/case-money.ts";
import { singaporeToday } from "@maids/contract/days.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { centsAsSent, centsAsTyped } from "@/shared/money/fee-lines.ts";
import { MoneyField } from "@/shared/money/money-field.tsx";
import { useRecordPayment, useRecordRefund } from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";

const KINDS = {
  payment: {
    title: TEXTS.paymentTitle,
    amount: TEXTS.paymentAmount,
    day: TEXTS.paymentDay,
    dayField: "receivedOn",
    save: TEXTS.paymentSave,
  },
  refund: {
    title: TEXTS.refundTitle,
    amount: TEXTS.refundAmount,
    day: TEXTS.refundDay,
    dayField: "paidOn",
    save: TEXTS.refundSave,
  },
} as const;

/**
 * Money that changed hands: a payment received (the balance by default) or a refund paid (the
 * rule's minimum by default), with its method, reference and day.
 */
export function PaymentDialog({
  caseId,
  kind,
  defaultCents,
  onClose,
}: {
  caseId: number;
  kind: keyof typeof KINDS;
  defaultCents: number;
  onClose: () => void;
}) {
  const texts = KINDS[kind];
  const payment = useRecordPayment(caseId);
  const refund = useRecordRefund(caseId);
  const record = kind === "payment" ? payment : refund;
  const [amount, setAmount] = useState(centsAsTyped(defaultCents));
  const [method, setMethod] = useState<PaymentMethod>("paynow");
  const [reference, setReference] = useState("");
  const [receivedOn, setReceivedOn] = useState(singaporeToday());
  const errors = fieldErrorsOf(record.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = centsAsSent(amount);
    if (kind === "payment") {
      payment.mutate({ amountCents, method, reference, receivedOn }, { onSuccess: onClose });
    } else {
      refund.mutate({ amountCents, method, reference, paidOn: receivedOn }, { onSuccess: onClose });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="payment-title">{texts.title}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {record.error && Object.keys(errors).length === 0 && (
            <Alert severity="error">{record.error.message}</Alert>
          )}
          <MoneyField
            label={texts.amount}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amountCents}
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
            label={texts.day}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            error={errors[texts.dayField] !== undefined}
            helperText={errors[texts.dayField]}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {texts.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
