import { singaporeToday } from "@maids/contract/days.ts";
import { missingFor, type PlacementStage, STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import type { PlacementCase, StageChangeBody } from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { useChangeStage } from "../api/case-mutations.ts";
import { FACT_FIELD_LABELS, PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { caseFactsOf, factType, isFactField } from "../utils/case-facts.ts";
import { type HelperOption, HelperPicker } from "./helper-picker.tsx";

type MoveDialogProps = {
  placement: PlacementCase;
  stage: PlacementStage;
  onClose: () => void;
};

const dateLabel = { inputLabel: { shrink: true } } as const;

/** The helpers a family may have selected: the case's candidates and its current helper. */
function selectableHelpers(placement: PlacementCase) {
  const helpers = [...placement.candidates];
  if (placement.helper && !helpers.some((helper) => helper.id === placement.helper?.id)) {
    helpers.unshift(placement.helper);
  }
  return helpers;
}

/**
 * Moves a case to `stage`: asks for the day it happened, an optional note, and exactly the facts
 * the stage still lacks (contract `missingFor`); "selected" asks which candidate, "replaced" the
 * replacement. The facts go with the move, in one request.
 */
export function MoveDialog({ placement, stage, onClose }: MoveDialogProps) {
  const titleId = useId();
  const needs = missingFor(stage, caseFactsOf(placement));
  const missing = needs.flatMap(({ field }) => (isFactField(field) ? [field] : []));
  const needsMedical = needs.some(({ field }) => field === "preEmploymentMedical");
  const helpers = selectableHelpers(placement);
  const [facts, setFacts] = useState<Record<string, string>>({});
  const [happenedOn, setHappenedOn] = useState(singaporeToday());
  const [note, setNote] = useState("");
  const [maidId, setHelperId] = useState(
    stage === "selected" && helpers.length === 1 ? String(helpers[0]?.id) : "",
  );
  const [replacement, setReplacement] = useState<HelperOption | null>(null);
  const [tried, setTried] = useState(false);
  const move = useChangeStage(placement.id);
  const serverErrors = fieldErrorsOf(move.error);

  const blank = (value: string | undefined) => !value || value.trim() === "";
  const invalid =
    missing.some((field) => blank(facts[field])) || (stage === "selected" && maidId === "");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    const body: StageChangeBody = { version: placement.version, stage, happenedOn };
    if (note.trim()) body.note = note.trim();
    if (stage === "selected") body.maidId = Number(maidId);
    if (stage === "replaced" && replacement) body.replacementMaidId = replacement.id;
    if (missing.length > 0) {
      body.facts = Object.fromEntries(missing.map((field) => [field, facts[field]?.trim()]));
    }
    move.mutate(body, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{TEXTS.moveTitle(STAGE_LABELS[stage])}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {TEXTS.moveIntro(placement.reference)}
          </Typography>
          {needsMedical && <Alert severity="info">{TEXTS.needsMedical}</Alert>}
          {missing.length > 0 && <Typography variant="subtitle2">{TEXTS.needsFacts}</Typography>}
          {missing.map((field) => {
            const error =
              serverErrors[field] ??
              (tried && blank(facts[field]) ? TEXTS.required(FACT_FIELD_LABELS[field]) : undefined);
            return (
              <TextField
                key={field}
                label={FACT_FIELD_LABELS[field]}
                type={factType(field)}
                required
                value={facts[field] ?? ""}
                onChange={(event) => setFacts({ ...facts, [field]: event.target.value })}
                error={error !== undefined}
                helperText={error}
                slotProps={factType(field) === "date" ? dateLabel : undefined}
              />
            );
          })}
          {stage === "selected" &&
            (helpers.length === 0 ? (
              <Alert severity="info">{TEXTS.noCandidates}</Alert>
            ) : (
              <TextField
                select
                label={TEXTS.candidate}
                required
                value={maidId}
                onChange={(event) => setHelperId(event.target.value)}
                error={tried && maidId === ""}
                helperText={serverErrors.maidId}
              >
                {helpers.map((helper) => (
                  <MenuItem key={helper.id} value={String(helper.id)}>
                    {helper.name} (ID {helper.id})
                  </MenuItem>
                ))}
              </TextField>
            ))}
          {stage === "replaced" && (
            <HelperPicker
              label={TEXTS.replacement}
              value={replacement}
              onChange={setReplacement}
              error={serverErrors.replacementMaidId}
              helperText={TEXTS.replacementHint}
            />
          )}
          <TextField
            label={TEXTS.happenedOn}
            type="date"
            required
            value={happenedOn}
            onChange={(event) => setHappenedOn(event.target.value)}
            slotProps={dateLabel}
          />
          <TextField
            label={TEXTS.note}
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {move.error && <Alert severity="error">{move.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={
              move.isPending || needsMedical || (stage === "selected" && helpers.length === 0)
            }
          >
            {move.isPending ? TEXTS.moving : TEXTS.move}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
