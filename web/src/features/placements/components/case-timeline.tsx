import { STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import {
  DATE_FACT_LABELS,
  MEDICAL_KIND_LABELS,
  MEDICAL_RESULT_LABELS,
  PLACEMENT_LIMITS,
  type PlacementCase,
} from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatDate, formatDateTime } from "@/shared/format.ts";
import { auditTrailHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useAddNote } from "../api/case-mutations.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";

function NoteForm({ placement }: { placement: PlacementCase }) {
  const [note, setNote] = useState("");
  const add = useAddNote(placement.id);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    add.mutate(note.trim(), { onSuccess: () => setNote("") });
  }
  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ display: "grid", gap: 1, mt: 2 }}>
      <TextField
        label={TEXTS.addNote}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PLACEMENT_LIMITS.note } }}
      />
      {add.error && <Alert severity="error">{add.error.message}</Alert>}
      <Box>
        <Button type="submit" variant="outlined" disabled={add.isPending || !note.trim()}>
          {add.isPending ? TEXTS.adding : TEXTS.addNoteButton}
        </Button>
      </Box>
    </Box>
  );
}

type TimelineEvent = PlacementCase["timeline"][number];

/** One line for the entry: the move, the correction (old and new date), the examination. */
function headline(event: TimelineEvent): string {
  if (event.type === "stage" && event.stage) return TEXTS.movedTo(STAGE_LABELS[event.stage]);
  const { correction, examination } = event;
  if (correction) {
    const label = DATE_FACT_LABELS[correction.field];
    return correction.to
      ? TEXTS.corrected(label, formatDate(correction.from), formatDate(correction.to))
      : TEXTS.cleared(label, formatDate(correction.from));
  }
  if (examination) {
    return TEXTS.examinationEvent(
      MEDICAL_KIND_LABELS[examination.kind],
      examination.clinic,
      MEDICAL_RESULT_LABELS[examination.result],
    );
  }
  if (event.type === "release") return TEXTS.releaseEvent;
  if (event.type === "owner") return TEXTS.ownerEvent;
  return TEXTS.noteEvent;
}

/**
 * What happened to the case, oldest first: moves, notes, corrections of its dates and medical
 * examinations, each with its day, who and when. Nothing here is ever changed or taken away.
 */
export function CaseTimeline({ placement }: { placement: PlacementCase }) {
  const can = useStaffCan();
  return (
    <Box component="section" aria-labelledby="case-timeline">
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 2, mb: 1 }}>
        <Typography id="case-timeline" variant="h5" component="h2">
          {TEXTS.timeline}
        </Typography>
        {can("audit.view") && (
          <Link component={RouterLink} to={auditTrailHref("placement_case", placement.id)}>
            {TEXTS.auditTrail}
          </Link>
        )}
      </Box>
      {placement.timeline.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noEvents}</Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="case-timeline"
          sx={{ listStyle: "none", m: 0, p: 0, borderLeft: 2, borderColor: "divider" }}
        >
          {placement.timeline.map((event) => (
            <Box component="li" key={event.id} sx={{ pl: 2, pb: 1.5, position: "relative" }}>
              <Typography
                sx={{
                  fontWeight: 700,
                  color: event.examination?.result === "not_fit" ? "error.main" : undefined,
                }}
              >
                {formatDate(event.happenedOn)} · {headline(event)}
              </Typography>
              {event.note && (
                <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {event.note}
                </Typography>
              )}
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {TEXTS.by(event.actor?.name ?? TEXTS.system)},{" "}
                {TEXTS.recordedAt(formatDateTime(event.recordedAt))}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {can("cases.note") && <NoteForm placement={placement} />}
    </Box>
  );
}
