import type { CaseMoney } from "@maids/contract/case-money.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { FeeLinesEditor } from "@/shared/money/fee-lines-editor.tsx";
import { MoneyField } from "@/shared/money/money-field.tsx";
import { useFeeDraft } from "@/shared/money/use-fee-draft.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import {
  useApplyPackage,
  useCaseMoney,
  useFeePackages,
  useIssueInvoice,
  useSaveFees,
  useVoidReceipt,
} from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";
import { HelperLoanPanel } from "./helper-loan-panel.tsx";
import { FeeSchedule, MoneyDocuments, RefundNotice } from "./money-summary.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";

type Document = CaseMoney["documents"][number];

function PackagePicker({ caseId, money }: { caseId: number; money: CaseMoney }) {
  const packages = useFeePackages(true);
  const apply = useApplyPackage(caseId);
  const [packageId, setPackageId] = useState("");
  const active = (packages.data ?? []).filter((each) => each.active);
  if (active.length === 0) return null;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label={TEXTS.package}
          value={packageId}
          onChange={(event) => setPackageId(event.target.value)}
          helperText={TEXTS.applyHint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 200 }}
        >
          <option value="" />
          {active.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={packageId === "" || apply.isPending}
          onClick={() => apply.mutate({ version: money.version, packageId: Number(packageId) })}
        >
          {TEXTS.applyPackage}
        </Button>
      </Box>
      {apply.error && <Alert severity="error">{apply.error.message}</Alert>}
    </Box>
  );
}

function FeesEditor({
  caseId,
  money,
  onDone,
}: {
  caseId: number;
  money: CaseMoney;
  onDone: () => void;
}) {
  const save = useSaveFees(caseId);
  const { lines, setLines, deposit, setDeposit, sent } = useFeeDraft(money);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ version: money.version, ...sent() }, { onSuccess: onDone });
  };
  return (
    <Box
      component="form"
      aria-label={TEXTS.editFees}
      onSubmit={submit}
      noValidate
      sx={{ display: "grid", gap: 2 }}
    >
      {save.error && Object.keys(errors).length === 0 && (
        <Alert severity="error">{save.error.message}</Alert>
      )}
      <FeeLinesEditor lines={lines} onChange={setLines} errors={errors} />
      <MoneyField
        size="small"
        label={TEXTS.depositLabel}
        value={deposit}
        onChange={(event) => setDeposit(event.target.value)}
        error={errors.depositCents}
        sx={{ maxWidth: 200 }}
      />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {TEXTS.saveFees}
        </Button>
        <Button onClick={onDone}>{TEXTS.cancel}</Button>
      </Box>
    </Box>
  );
}

function VoidDialog({
  caseId,
  receipt,
  onClose,
}: {
  caseId: number;
  receipt: Document;
  onClose: () => void;
}) {
  const voidReceipt = useVoidReceipt(caseId);
  const [reason, setReason] = useState("");
  const errors = fieldErrorsOf(voidReceipt.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    voidReceipt.mutate({ receiptId: receipt.id, reason }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="void-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="void-title">{TEXTS.voidTitle(receipt.number)}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText>{TEXTS.voidText}</DialogContentText>
          {voidReceipt.error && !errors.reason && (
            <Alert severity="error">{voidReceipt.error.message}</Alert>
          )}
          <TextField
            autoFocus
            label={TEXTS.voidReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason !== undefined}
            helperText={errors.reason}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button type="submit" color="error" variant="contained" disabled={voidReceipt.isPending}>
            {TEXTS.voidConfirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function MoneyBody({ caseId, money }: { caseId: number; money: CaseMoney }) {
  const can = useStaffCan();
  const invoice = useIssueInvoice(caseId);
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState<"payment" | "refund" | null>(null);
  const [voiding, setVoiding] = useState<Document | null>(null);
  const mayRecord = can("money.record");
  const hasFees = money.version > 0;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {mayRecord && !editing && <PackagePicker caseId={caseId} money={money} />}
      {editing ? (
        <FeesEditor caseId={caseId} money={money} onDone={() => setEditing(false)} />
      ) : hasFees ? (
        <FeeSchedule money={money} />
      ) : (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noFeesStaff}</Typography>
      )}
      <RefundNotice
        money={money}
        action={
          money.refund?.due &&
          money.refundedCents === 0 &&
          can("money.void") && (
            <Button color="inherit" size="small" onClick={() => setPaying("refund")}>
              {TEXTS.recordRefund}
            </Button>
          )
        }
      />
      {invoice.error && <Alert severity="error">{invoice.error.message}</Alert>}
      {mayRecord && !editing && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {TEXTS.editFees}
          </Button>
          {hasFees && (
            <>
              <Button
                variant="outlined"
                disabled={invoice.isPending}
                onClick={() => invoice.mutate("deposit")}
              >
                {TEXTS.invoiceDeposit}
              </Button>
              <Button
                variant="outlined"
                disabled={invoice.isPending}
                onClick={() => invoice.mutate("balance")}
              >
                {TEXTS.invoiceBalance}
              </Button>
              <Button
                variant="contained"
                disabled={money.balanceCents <= 0}
                onClick={() => setPaying("payment")}
              >
                {TEXTS.recordPayment}
              </Button>
            </>
          )}
        </Box>
      )}
      <MoneyDocuments
        money={money}
        onVoid={can("money.void") ? setVoiding : undefined}
        pdfPath={(documentId) =>
          `/api/admin/placements/${caseId}/money/documents/${documentId}/pdf`
        }
      />
      {paying && (
        <PaymentDialog
          caseId={caseId}
          kind={paying}
          defaultCents={
            paying === "payment" ? money.balanceCents : (money.refund?.minimumCents ?? 0)
          }
          onClose={() => setPaying(null)}
        />
      )}
      {voiding && <VoidDialog caseId={caseId} receipt={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}

/** A case's fees, invoices, receipts and credit notes on the case screen. */
export function StaffCaseMoney({ caseId }: { caseId: number }) {
  const money = useCaseMoney({ kind: "staff", caseId });
  let content: React.ReactNode;
  if (money.isPending)
    content = <Skeleton role="status" aria-label={TEXTS.loading} variant="rounded" height={160} />;
  else if (money.isError)
    content = (
      <RetryAlert
        message={money.error.message || TEXTS.failed}
        onRetry={() => void money.refetch()}
      />
    );
  else content = <MoneyBody caseId={caseId} money={money.data} />;
  return (
    <Box component="section" aria-labelledby="case-money" sx={{ display: "grid", gap: 1 }}>
      <Typography id="case-money" variant="h5" component="h2">
        {TEXTS.title}
      </Typography>
      {content}
      <HelperLoanPanel caseId={caseId} />
    </Box>
  );
}
