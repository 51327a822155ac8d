import type { EmployerFile } from "@maids/contract/employer-file.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { LegalTextBody } from "@/shared/components/legal-text-body.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { type FileBase, useGiveConsent, useWithdrawConsent } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";

/** The consent text to agree to, before any particulars; staff record one signed on paper. */
export function ConsentRequest({ base, file }: { base: FileBase; file: EmployerFile }) {
  const give = useGiveConsent(base);
  const staff = base.kind === "staff";
  return (
    <Box component="section" aria-labelledby="consent-heading" sx={{ display: "grid", gap: 2 }}>
      <Typography
        id="consent-heading"
        variant={staff ? "h6" : "h5"}
        component={staff ? "h3" : "h2"}
      >
        {staff ? TEXTS.consentStaffHeading : TEXTS.consentHeading}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>
        {staff ? TEXTS.noConsent : TEXTS.consentIntro}
      </Typography>
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          bgcolor: "action.hover",
          maxHeight: staff ? 240 : "none",
          overflow: "auto",
        }}
      >
        <LegalTextBody body={file.consentText.body} headingLevel="h3" />
        <Typography variant="caption" sx={{ color: "text.secondary", display: "block", mt: 1 }}>
          {TEXTS.consentVersion(file.consentText.version)}
        </Typography>
      </Box>
      {give.error && <Alert severity="error">{give.error.message}</Alert>}
      <Box>
        <Button
          variant={staff ? "outlined" : "contained"}
          disabled={give.isPending}
          onClick={() => give.mutate(file.consentText.version)}
        >
          {staff ? TEXTS.consentPaperButton : TEXTS.consentButton}
        </Button>
      </Box>
    </Box>
  );
}

/** Consent as given (when, how, which text), with the way to withdraw it while it stands. */
export function ConsentStatus({
  base,
  consent,
  mayWithdraw = true,
}: {
  base: FileBase;
  consent: NonNullable<EmployerFile["consent"]>;
  mayWithdraw?: boolean;
}) {
  const withdraw = useWithdrawConsent(base);
  const [asking, setAsking] = useState(false);
  const how =
    consent.recordedAs === "online" ? TEXTS.consentOnline : TEXTS.consentPaper(consent.recordedBy);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 220, color: "text.secondary" }}>
        {TEXTS.consentGiven(formatDateTime(consent.givenAt), how)}{" "}
        {TEXTS.consentVersion(consent.textVersion)}.
      </Typography>
      {mayWithdraw && consent.withdrawnAt === null && (
        <Button size="small" color="inherit" onClick={() => setAsking(true)}>
          {TEXTS.withdraw}
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">{TEXTS.withdrawTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{TEXTS.withdrawText}</DialogContentText>
          {withdraw.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {withdraw.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{TEXTS.cancel}</Button>
          <Button
            color="error"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onSuccess: () => setAsking(false) })}
          >
            {TEXTS.withdrawConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
