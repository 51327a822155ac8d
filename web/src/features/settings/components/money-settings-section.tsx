import { type FeePackage, formatCents, type MoneySettings } from "@maids/contract/case-money.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { centsAsSent, centsAsTyped } from "@/shared/money/fee-lines.ts";
import { FeeLinesEditor } from "@/shared/money/fee-lines-editor.tsx";
import { MoneyField } from "@/shared/money/money-field.tsx";
import { useFeeDraft } from "@/shared/money/use-fee-draft.ts";
import {
  useFeePackageList,
  useMoneySettings,
  useSaveFeePackage,
  useSaveMoneySettings,
} from "../api/money-settings.ts";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.money;

function GstForm({ settings }: { settings: MoneySettings }) {
  const save = useSaveMoneySettings();
  const [registered, setRegistered] = useState(settings.gstRegistered);
  const [rate, setRate] = useState(String(settings.gstRateBasisPoints / 100));
  const [number, setNumber] = useState(settings.gstNumber);
  const [minimumLeft, setMinimumLeft] = useState(centsAsTyped(settings.minimumLeftCents));
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const basisPoints = Math.round(Number(rate) * 100);
    save.mutate({
      gstRegistered: registered,
      gstRateBasisPoints: Number.isFinite(basisPoints) ? basisPoints : -1,
      gstNumber: number,
      minimumLeftCents: centsAsSent(minimumLeft),
    });
  };
  return (
    <Box
      component="form"
      aria-label={TEXTS.gstTitle}
      onSubmit={submit}
      noValidate
      sx={{ display: "grid", gap: 1.5 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={registered}
            onChange={(event) => setRegistered(event.target.checked)}
          />
        }
        label={TEXTS.gstRegistered}
      />
      {registered && (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            size="small"
            label={TEXTS.gstRate}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            error={errors.gstRateBasisPoints !== undefined}
            helperText={errors.gstRateBasisPoints}
            sx={{ width: 140 }}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <TextField
            size="small"
            label={TEXTS.gstNumber}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={errors.gstNumber !== undefined}
            helperText={errors.gstNumber}
          />
        </Box>
      )}
      <MoneyField
        size="small"
        label={TEXTS.minimumLeft}
        value={minimumLeft}
        onChange={(event) => setMinimumLeft(event.target.value)}
        error={errors.minimumLeftCents}
        hint={TEXTS.minimumLeftHint}
        sx={{ maxWidth: 420 }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {TEXTS.save}
        </Button>
        {save.isSuccess && (
          <Typography role="status" sx={{ color: "success.main", fontWeight: 600 }}>
            {TEXTS.saved}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function PackageDialog({
  feePackage,
  onClose,
}: {
  feePackage: FeePackage | null;
  onClose: () => void;
}) {
  const save = useSaveFeePackage();
  const [name, setName] = useState(feePackage?.name ?? "");
  const { lines, setLines, deposit, setDeposit, sent } = useFeeDraft(feePackage);
  const [active, setActive] = useState(feePackage?.active ?? true);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: feePackage?.id ?? null,
        values: { name, ...sent(), active },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="package-title" fullWidth maxWidth="md">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="package-title">
          {feePackage ? TEXTS.editPackage(feePackage.name) : TEXTS.addPackage}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {save.error && (errors.lines || Object.keys(errors).length === 0) && (
            <Alert severity="error">{errors.lines ?? save.error.message}</Alert>
          )}
          <TextField
            label={TEXTS.packageName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name !== undefined}
            helperText={errors.name}
          />
          <FeeLinesEditor lines={lines} onChange={setLines} errors={errors} />
          <MoneyField
            label={TEXTS.deposit}
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
            error={errors.depositCents}
            sx={{ maxWidth: 200 }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />
            }
            label={TEXTS.active}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {TEXTS.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Packages() {
  const packages = useFeePackageList();
  const [editing, setEditing] = useState<{ feePackage: FeePackage | null } | null>(null);
  if (packages.isPending) return <Skeleton variant="rounded" height={120} />;
  if (packages.isError)
    return <RetryAlert message={TEXTS.loadFailed} onRetry={() => void packages.refetch()} />;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {packages.data.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.noPackages}
        </Typography>
      )}
      {packages.data.map((each) => (
        <Paper
          key={each.id}
          variant="outlined"
          sx={{ p: 1.5, display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {each.name}
              {!each.active && ` (${TEXTS.inactive})`}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {TEXTS.packageSummary(
                each.lines.length,
                formatCents(each.totalCents),
                formatCents(each.depositCents),
              )}
            </Typography>
          </Box>
          <Button size="small" onClick={() => setEditing({ feePackage: each })}>
            {TEXTS.edit}
          </Button>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddRounded />} onClick={() => setEditing({ feePackage: null })}>
          {TEXTS.addPackage}
        </Button>
      </Box>
      {editing && (
        <PackageDialog feePackage={editing.feePackage} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}

/** The owner's GST setting and fee packages, from which every case's fees start. */
export function MoneySettingsSection() {
  const settings = useMoneySettings();
  return (
    <Box
      component="section"
      aria-labelledby="settings-money"
      sx={{ mb: 4, display: "grid", gap: 2 }}
    >
      <Box>
        <Typography id="settings-money" variant="h5" component="h2">
          {TEXTS.title}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.hint}
        </Typography>
      </Box>
      {settings.isPending ? (
        <Skeleton variant="rounded" height={60} />
      ) : settings.isError ? (
        <RetryAlert message={TEXTS.loadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        <GstForm settings={settings.data} />
      )}
      <Typography variant="h6" component="h3">
        {TEXTS.packages}
      </Typography>
      <Packages />
    </Box>
  );
}
