import {
  FEE_KIND_LABELS,
  FEE_KINDS,
  type FeeKind,
  MAX_FEE_LINES,
  TAXABLE_BY_DEFAULT,
} from "@maids/contract/case-money.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { type FeeLineDraft, newDraft } from "./fee-lines.ts";
import { MoneyField } from "./money-field.tsx";

const FEE_LINE_TEXTS = {
  kind: "Fee",
  description: "Description",
  amount: "Amount",
  taxable: "GST applies",
  addLine: "Add a fee line",
  removeLine: (index: number) => `Remove fee line ${index}`,
} as const;

/**
 * Fee lines to edit: the fee, what it is for, its amount in dollars and whether GST applies
 * (as the fee's kind suggests until changed). `errors` are the server's, by `lines.N.field`.
 */
export function FeeLinesEditor({
  lines,
  onChange,
  errors,
  disabled = false,
}: {
  lines: FeeLineDraft[];
  onChange: (lines: FeeLineDraft[]) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const change = (index: number, patch: Partial<FeeLineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {lines.map((line, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place in the list is all it has
          key={index}
          role="group"
          aria-label={`${FEE_LINE_TEXTS.kind} ${index + 1}`}
          sx={{
            display: "grid",
            gap: 1,
            alignItems: "start",
            gridTemplateColumns: {
              xs: "minmax(0, 1fr) 120px auto",
              md: "200px minmax(0, 1fr) 140px auto auto",
            },
          }}
        >
          <TextField
            select
            size="small"
            label={FEE_LINE_TEXTS.kind}
            value={line.kind}
            disabled={disabled}
            onChange={(event) => {
              const kind = event.target.value as FeeKind;
              change(index, { kind, taxable: TAXABLE_BY_DEFAULT[kind] });
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {FEE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {FEE_KIND_LABELS[kind]}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={FEE_LINE_TEXTS.description}
            value={line.description}
            disabled={disabled}
            error={errors[`lines.${index}.description`] !== undefined}
            helperText={errors[`lines.${index}.description`]}
            onChange={(event) => change(index, { description: event.target.value })}
            sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, gridRow: { xs: 2, md: "auto" } }}
          />
          <MoneyField
            size="small"
            label={FEE_LINE_TEXTS.amount}
            value={line.amount}
            disabled={disabled}
            error={errors[`lines.${index}.amountCents`]}
            onChange={(event) => change(index, { amount: event.target.value })}
          />
          <FormControlLabel
            sx={{ mr: 0, gridColumn: { xs: "1 / -1", md: "auto" }, gridRow: { xs: 3, md: "auto" } }}
            control={
              <Checkbox
                checked={line.taxable}
                disabled={disabled}
                onChange={(event) => change(index, { taxable: event.target.checked })}
              />
            }
            label={FEE_LINE_TEXTS.taxable}
          />
          <IconButton
            sx={{ gridColumn: { xs: 3, md: "auto" }, gridRow: { xs: 1, md: "auto" } }}
            aria-label={FEE_LINE_TEXTS.removeLine(index + 1)}
            disabled={disabled}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddRounded />}
          disabled={disabled || lines.length >= MAX_FEE_LINES}
          onClick={() => onChange([...lines, newDraft()])}
        >
          {FEE_LINE_TEXTS.addLine}
        </Button>
      </Box>
    </Box>
  );
}
