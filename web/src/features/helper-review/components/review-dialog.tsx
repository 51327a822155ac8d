import { formatDay } from "@maids/contract/days.ts";
import type { StaffHelperProfile } from "@maids/contract/helper-accounts.ts";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { useHelperProfile, useReviewDecision } from "../api/helper-review.ts";
import { HELPER_REVIEW_TEXTS as TEXTS } from "../texts.ts";

const FIELD_ORDER = Object.keys(TEXTS.fields) as (keyof typeof TEXTS.fields)[];

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (value === null || value === "") return "—";
  return String(value);
}

function Details({ profile }: { profile: StaffHelperProfile }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <Avatar
          src={profile.photoUrl ? resolveImageUrl(profile.photoUrl) : undefined}
          alt=""
          variant="rounded"
          sx={{ width: 80, height: 100 }}
        />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{profile.name}</Typography>
          <Typography variant="body2">{profile.email}</Typography>
          <Typography
            variant="body2"
            sx={{ color: profile.consent.shown ? "success.main" : "error.main" }}
          >
            {profile.consent.shown ? TEXTS.consentGiven : TEXTS.consentWithdrawn}
          </Typography>
        </Box>
      </Box>
      {profile.staffNote && <Alert severity="info">{profile.staffNote}</Alert>}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: "max-content 1fr",
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {FIELD_ORDER.map((field) => (
          <Box key={field} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
              {TEXTS.fields[field]}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {shown(profile.data[field])}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{TEXTS.jobs}</Typography>
        {profile.data.jobs.length === 0 && <Typography variant="body2">{TEXTS.noJobs}</Typography>}
        {profile.data.jobs.map((job) => (
          <Typography key={`${job.country}-${job.startDate}`} variant="body2">
            {job.country}, {formatDay(job.startDate)} – {formatDay(job.endDate)}: {job.duties}
            {job.family && ` (${job.family})`}
          </Typography>
        ))}
      </Box>
      {profile.missing.length > 0 && (
        <Alert severity="warning">
          {TEXTS.missing}:{" "}
          {profile.missing.map((problem) => problem.field.replace(/^data\./, "")).join(", ")}
        </Alert>
      )}
    </Box>
  );
}

/** One profile sent for review, and the three decisions on it. */
export function ReviewDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const profile = useHelperProfile(userId);
  const decide = useReviewDecision();
  const [noteFor, setNoteFor] = useState<"request-changes" | "decline" | null>(null);
  const [note, setNote] = useState("");
  const data = profile.data;
  const waiting = data?.status === "submitted";
  const accepted = decide.data && "helperId" in decide.data ? decide.data.helperId : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-title">
      <DialogTitle id="review-title">
        {TEXTS.review}: {data?.name ?? ""}
      </DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        {profile.isError && <Alert severity="error">{TEXTS.loadFailed}</Alert>}
        {data && <Details profile={data} />}
        {accepted !== null && <Alert severity="success">{TEXTS.accepted(accepted)}</Alert>}
        {decide.error && <Alert severity="error">{decide.error.message}</Alert>}
        {noteFor && (
          <TextField
            autoFocus
            multiline
            minRows={2}
            label={TEXTS.note}
            helperText={TEXTS.noteHint}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {waiting && !noteFor && (
          <>
            <Button color="error" onClick={() => setNoteFor("decline")}>
              {TEXTS.decline}
            </Button>
            <Button onClick={() => setNoteFor("request-changes")}>{TEXTS.askChanges}</Button>
            <Button
              variant="contained"
              loading={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { userId, kind: "accept" },
                  { onSuccess: () => void profile.refetch() },
                )
              }
            >
              {TEXTS.accept}
            </Button>
          </>
        )}
        {noteFor && (
          <>
            <Button onClick={() => setNoteFor(null)}>{TEXTS.cancel}</Button>
            <Button
              variant="contained"
              disabled={note.trim() === ""}
              loading={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { userId, kind: noteFor, note },
                  {
                    onSuccess: () => {
                      setNoteFor(null);
                      setNote("");
                      void profile.refetch();
                    },
                  },
                )
              }
            >
              {TEXTS.send}
            </Button>
          </>
        )}
        {!noteFor && <Button onClick={onClose}>{TEXTS.close}</Button>}
      </DialogActions>
    </Dialog>
  );
}
