import { singaporeToday } from "@maids/contract/days.ts";
import {
  PLACEMENT_LIMITS,
  type PlacementCase,
  RELEASE_KINDS,
  RELEASE_LABELS,
  type ReleaseBody,
} from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { formatDate } from "@/shared/format.ts";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useRelease } from "../api/case-mutations.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";

function ReleaseForm({ placement }: { placement: PlacementCase }) {
  const release = useRelease(placement.id);
  const [values, setValues] = useState<ReleaseBody>({
    kind: "permit_cancelled",
    on: singaporeToday(),
    consent: false,
    note: "",
  });
  const errors = fieldErrorsOf(release.error);
  const set = (change: Partial<ReleaseBody>) => setValues({ ...values, ...change });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const note = values.note?.trim();
    release.mutate({
      kind: values.kind,
      on: values.on,
      ...(values.kind === "transfer_offered" && { consent: values.consent }),
      ...(note && { note }),
    });
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={TEXTS.recordRelease}
      sx={{ display: "grid", gap: 2 }}
    >
      <TextField
        select
        label={TEXTS.releaseKind}
        value={values.kind}
        onChange={(event) => set({ kind: event.target.value as ReleaseBody["kind"] })}
      >
        {RELEASE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {RELEASE_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      {values.kind === "transfer_offered" && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.consent ?? false}
                onChange={(event) => set({ consent: event.target.checked })}
              />
            }
            label={TEXTS.releaseConsent}
          />
          {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
        </Box>
      )}
      <TextField
        label={TEXTS.releaseOn}
        type="date"
        required
        value={values.on}
        onChange={(event) => set({ on: event.target.value })}
        error={errors.on !== undefined}
        helperText={errors.on}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={TEXTS.releaseNote}
        multiline
        minRows={2}
        value={values.note}
        onChange={(event) => set({ note: event.target.value })}
        slotProps={{ htmlInput: { maxLength: PLACEMENT_LIMITS.note } }}
      />
      {release.error && !errors.consent && <Alert severity="error">{release.error.message}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={release.isPending}>
          {release.isPending ? TEXTS.recordingRelease : TEXTS.recordRelease}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A case that let its helper go after her arrival: the form to record her release while she
 * waits for it, then how and when she was released.
 */
export function CaseRelease({ placement }: { placement: PlacementCase }) {
  if (!placement.awaitingRelease && !placement.release) return null;
  return (
    <Box component="section" aria-labelledby="case-release" sx={{ display: "grid", gap: 1.5 }}>
      <Typography id="case-release" variant="h5" component="h2">
        {TEXTS.releaseHeading}
      </Typography>
      {placement.release ? (
        <Typography>
          {TEXTS.released(RELEASE_LABELS[placement.release.kind], formatDate(placement.release.on))}
        </Typography>
      ) : (
        <>
          <Alert severity="warning">{TEXTS.releaseIntro}</Alert>
          <ReleaseForm placement={placement} />
        </>
      )}
    </Box>
  );
}
