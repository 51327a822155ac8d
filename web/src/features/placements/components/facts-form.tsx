import {
  PLACEMENT_LIMITS,
  type PlacementCase,
  type UpdatePlacementBody,
} from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useUpdatePlacement } from "../api/case-mutations.ts";
import { FACT_FIELD_LABELS, PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import {
  changedFacts,
  correctsRecordedDate,
  FACT_FIELDS,
  factValuesOf,
} from "../utils/case-facts.ts";

type Update = ReturnType<typeof useUpdatePlacement>;

function FactsFields({
  placement,
  update,
  locked,
}: {
  placement: PlacementCase;
  update: Update;
  locked: boolean;
}) {
  const [values, setValues] = useState(factValuesOf(placement));
  const [transfer, setTransfer] = useState(placement.kind === "transfer");
  const [firstTime, setFirstTime] = useState(placement.firstTimeHelper);
  const [reason, setReason] = useState("");
  const errors = fieldErrorsOf(update.error);
  const correcting = correctsRecordedDate(placement, values);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body: UpdatePlacementBody = {
      version: placement.version,
      ...changedFacts(placement, values),
    };
    const kind = transfer ? "transfer" : "new_arrival";
    if (kind !== placement.kind) body.kind = kind;
    if (firstTime !== placement.firstTimeHelper) body.firstTimeHelper = firstTime;
    if (correcting && reason.trim()) body.correctionReason = reason.trim();
    update.mutate(body);
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: "grid", gap: 2 }}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {FACT_FIELDS.map(({ field, type }) => (
          <TextField
            key={field}
            label={FACT_FIELD_LABELS[field]}
            type={type}
            value={values[field]}
            disabled={locked}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={errors[field] !== undefined}
            helperText={errors[field]}
            slotProps={type === "date" ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
      </Box>
      {correcting && (
        <TextField
          label={TEXTS.correctionReason}
          value={reason}
          disabled={locked}
          onChange={(event) => setReason(event.target.value)}
          helperText={errors.correctionReason ?? TEXTS.correctionHint}
          error={errors.correctionReason !== undefined}
          slotProps={{ htmlInput: { maxLength: PLACEMENT_LIMITS.note } }}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={transfer}
            disabled={locked}
            onChange={(event) => setTransfer(event.target.checked)}
          />
        }
        label={TEXTS.transfer}
      />
      <FormControlLabel
        control={
          <Switch
            checked={firstTime}
            disabled={locked}
            onChange={(event) => setFirstTime(event.target.checked)}
          />
        }
        label={TEXTS.firstTimeHelper}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Button type="submit" variant="contained" disabled={locked || update.isPending}>
          {update.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
        {update.isSuccess && (
          <Typography role="status" sx={{ color: "success.main", fontWeight: 600 }}>
            {TEXTS.saved}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The case's facts, kind and first-time flag, saved together against the version shown; when
 * someone else changed the case meanwhile, the server's message stays and the form reloads.
 */
export function FactsForm({ placement, locked }: { placement: PlacementCase; locked: boolean }) {
  const update = useUpdatePlacement(placement.id);
  return (
    <Box component="section" aria-labelledby="case-facts">
      <Typography id="case-facts" variant="h5" component="h2">
        {TEXTS.facts}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
        {TEXTS.factsIntro}
      </Typography>
      {update.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {update.error.message}
        </Alert>
      )}
      <FactsFields key={placement.version} placement={placement} update={update} locked={locked} />
    </Box>
  );
}
