import { formatCents } from "@maids/contract/case-money.ts";
import type { HelperLoan, LoanTerms } from "@maids/contract/helper-loan.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDate } from "@/shared/format.ts";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { centsAsSent, centsAsTyped } from "@/shared/money/fee-lines.ts";
import { MoneyField } from "@/shared/money/money-field.tsx";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useHelperLoan, useSaveHelperLoan } from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";

const money = {
  textAlign: "right",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
} as const;

type Draft = Record<keyof LoanTerms, string>;

const FIELDS: { name: keyof LoanTerms; label: string; money: boolean }[] = [
  { name: "monthlySalaryCents", label: TEXTS.salary, money: true },
  { name: "restDaysPerMonth", label: TEXTS.restDays, money: false },
  { name: "compensatedRestDays", label: TEXTS.compensatedRestDays, money: false },
  { name: "loanCents", label: TEXTS.loan, money: true },
  { name: "monthlyDeductionCents", label: TEXTS.deduction, money: true },
  { name: "permitYears", label: TEXTS.permitYears, money: false },
];

function draftOf(terms: LoanTerms | null): Draft {
  const given = terms ?? {
    monthlySalaryCents: 0,
    restDaysPerMonth: 4,
    compensatedRestDays: 0,
    loanCents: 0,
    monthlyDeductionCents: 0,
    permitYears: 2,
  };
  return Object.fromEntries(
    FIELDS.map(({ name, money: isMoney }) => [
      name,
      isMoney ? centsAsTyped(given[name]) : String(given[name]),
    ]),
  ) as Draft;
}

/** The terms as typed: dollars to cents, counts as numbers; the server says what is wrong. */
const termsOf = (draft: Draft) =>
  Object.fromEntries(
    FIELDS.map(({ name, money: isMoney }) => [
      name,
      isMoney ? centsAsSent(draft[name]) : Number(draft[name]),
    ]),
  ) as LoanTerms;

function LoanSchedule({ loan }: { loan: HelperLoan }) {
  const [first] = loan.months;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {loan.terms && (
        <Typography variant="body2">
          {TEXTS.loanSummary(
            formatCents(loan.terms.monthlySalaryCents),
            formatCents(first?.restDayPayCents ?? 0),
            formatCents(loan.terms.loanCents),
          )}
        </Typography>
      )}
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={TEXTS.loanTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.month}</TableCell>
              <TableCell sx={money}>{TEXTS.deduction}</TableCell>
              <TableCell sx={money}>{TEXTS.left}</TableCell>
              <TableCell sx={money}>{TEXTS.remaining}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loan.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell>
                  {month.month}
                  <Typography variant="caption" sx={{ color: "text.secondary", display: "block" }}>
                    {month.from ? formatDate(month.from) : TEXTS.notDeployed}
                  </Typography>
                </TableCell>
                <TableCell sx={money}>{formatCents(month.deductionCents)}</TableCell>
                <TableCell sx={money}>{formatCents(month.leftCents)}</TableCell>
                <TableCell sx={money}>{formatCents(month.remainingCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function LoanForm({
  caseId,
  loan,
  onDone,
}: {
  caseId: number;
  loan: HelperLoan;
  onDone: () => void;
}) {
  const save = useSaveHelperLoan(caseId);
  const [draft, setDraft] = useState(() => draftOf(loan.terms));
  const errors = fieldErrorsOf(save.error, "terms.");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ version: loan.version, terms: termsOf(draft) }, { onSuccess: onDone });
  };
  return (
    <Box
      component="form"
      aria-label={TEXTS.editLoan}
      onSubmit={submit}
      noValidate
      sx={{ display: "grid", gap: 2 }}
    >
      {save.error && Object.keys(errors).length === 0 && (
        <Alert severity="error">{save.error.message}</Alert>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {FIELDS.map((field) => {
          const shared = {
            size: "small" as const,
            label: field.label,
            value: draft[field.name],
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              setDraft({ ...draft, [field.name]: event.target.value }),
          };
          return field.money ? (
            <MoneyField key={field.name} {...shared} error={errors[field.name]} />
          ) : (
            <TextField
              key={field.name}
              {...shared}
              error={errors[field.name] !== undefined}
              helperText={errors[field.name]}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {TEXTS.saveLoan}
        </Button>
        <Button onClick={onDone}>{TEXTS.cancel}</Button>
      </Box>
    </Box>
  );
}

/** Her salary, the placement loan and its month-by-month repayment, on the case screen. */
export function HelperLoanPanel({ caseId }: { caseId: number }) {
  const can = useStaffCan();
  const loan = useHelperLoan(caseId);
  const [editing, setEditing] = useState(false);
  let content: React.ReactNode;
  if (loan.isPending) content = <Skeleton variant="rounded" height={120} />;
  else if (loan.isError)
    content = <RetryAlert message={loan.error.message} onRetry={() => void loan.refetch()} />;
  else if (editing)
    content = <LoanForm caseId={caseId} loan={loan.data} onDone={() => setEditing(false)} />;
  else {
    content = (
      <>
        {loan.data.terms === null ? (
          <Typography sx={{ color: "text.secondary" }}>{TEXTS.noLoan}</Typography>
        ) : (
          <LoanSchedule loan={loan.data} />
        )}
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.minimumLeft(formatCents(loan.data.minimumLeftCents))}
        </Typography>
        {can("money.record") && (
          <Box>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {TEXTS.editLoan}
            </Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby="helper-loan" sx={{ display: "grid", gap: 1.5 }}>
      <Typography id="helper-loan" variant="h6" component="h3">
        {TEXTS.loanTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: -1 }}>
        {TEXTS.loanIntro}
      </Typography>
      {content}
    </Box>
  );
}
