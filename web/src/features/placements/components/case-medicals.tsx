import { singaporeToday } from "@maids/contract/days.ts";
import {
  MEDICAL_EXAMINATION_KINDS,
  MEDICAL_KIND_LABELS,
  MEDICAL_RESULT_LABELS,
  MEDICAL_RESULTS,
  type MedicalExaminationBody,
  type PlacementCase,
} from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { formatDate } from "@/shared/format.ts";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useRecordMedical } from "../api/case-mutations.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { caseFactsOf } from "../utils/case-facts.ts";

/** A new arrival's first examination is her pre-employment one; later ones are six-monthly. */
function usualKind(placement: PlacementCase): MedicalExaminationBody["kind"] {
  const hasPreEmployment = caseFactsOf(placement).preEmploymentMedical !== null;
  return placement.kind === "new_arrival" && placement.arrivalDate && !hasPreEmployment
    ? "pre_employment"
    : "six_monthly";
}

type RecordMutation = ReturnType<typeof useRecordMedical>;

/** Remounted (emptied) after each examination recorded; `record` outlives it, with its status. */
function MedicalForm({ placement, record }: { placement: PlacementCase; record: RecordMutation }) {
  const [values, setValues] = useState<MedicalExaminationBody>({
    kind: usualKind(placement),
    examinedOn: singaporeToday(),
    clinic: "",
    result: "fit",
  });
  const errors = fieldErrorsOf(record.error);
  const set = (change: Partial<MedicalExaminationBody>) => setValues({ ...values, ...change });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    record.mutate({ ...values, clinic: values.clinic.trim() });
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={TEXTS.recordMedical}
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
      }}
    >
      <TextField
        select
        label={TEXTS.medicalKind}
        value={values.kind}
        onChange={(event) => set({ kind: event.target.value as MedicalExaminationBody["kind"] })}
      >
        {MEDICAL_EXAMINATION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {MEDICAL_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={TEXTS.examinedOn}
        type="date"
        required
        value={values.examinedOn}
        onChange={(event) => set({ examinedOn: event.target.value })}
        error={errors.examinedOn !== undefined}
        helperText={errors.examinedOn}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={TEXTS.clinic}
        required
        value={values.clinic}
        onChange={(event) => set({ clinic: event.target.value })}
        error={errors.clinic !== undefined}
        helperText={errors.clinic}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label={TEXTS.result}
        value={values.result}
        onChange={(event) =>
          set({ result: event.target.value as MedicalExaminationBody["result"] })
        }
      >
        {MEDICAL_RESULTS.map((result) => (
          <MenuItem key={result} value={result}>
            {MEDICAL_RESULT_LABELS[result]}
          </MenuItem>
        ))}
      </TextField>
      {record.error && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ gridColumn: "1 / -1" }}>
          {record.error.message}
        </Alert>
      )}
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, gridColumn: "1 / -1" }}>
        <Button type="submit" variant="outlined" disabled={record.isPending}>
          {record.isPending ? TEXTS.recordingMedical : TEXTS.recordMedical}
        </Button>
        {record.isSuccess && (
          <Typography role="status" sx={{ color: "success.main", fontWeight: 600 }}>
            {TEXTS.medicalRecorded}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The helper's medical examinations, from every case, newest first, and the form to record one
 * (docs/product.md#placement-dates): the next six-monthly one falls due from the latest.
 */
export function CaseMedicals({ placement, locked }: { placement: PlacementCase; locked: boolean }) {
  const record = useRecordMedical(placement.id);
  return (
    <Box component="section" aria-labelledby="case-medicals" sx={{ display: "grid", gap: 1.5 }}>
      <Typography id="case-medicals" variant="h5" component="h2">
        {TEXTS.medicals}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.medicalsIntro}
      </Typography>
      {placement.medicalExaminations.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noMedicals}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="case-medicals" sx={{ m: 0, pl: 2.5 }}>
          {placement.medicalExaminations.map((examination) => (
            <li key={examination.id}>
              <Typography
                component="span"
                sx={{ color: examination.result === "not_fit" ? "error.main" : undefined }}
              >
                {formatDate(examination.examinedOn)} ·{" "}
                {TEXTS.examinationEvent(
                  MEDICAL_KIND_LABELS[examination.kind],
                  examination.clinic,
                  MEDICAL_RESULT_LABELS[examination.result],
                )}
                {examination.caseReference && examination.caseReference !== placement.reference
                  ? ` (${TEXTS.medicalOnCase(examination.caseReference)})`
                  : ""}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {placement.helper === null ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.noHelperForMedicals}
        </Typography>
      ) : (
        !locked && (
          <MedicalForm
            key={placement.medicalExaminations.length}
            placement={placement}
            record={record}
          />
        )
      )}
    </Box>
  );
}
