import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import ContentCopyRounded from "@mui/icons-material/ContentCopyRounded";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import type { GeneratedLink } from "../api/generate-link.ts";
import { LINK_TEXTS } from "../texts.ts";

type CopyState = "idle" | "copied" | "failed";

function expiryDate(expiresAt: string) {
  return new Date(expiresAt).toLocaleDateString("en-SG", { dateStyle: "medium" });
}

function LinkContent({ link, onClose }: { link: GeneratedLink; onClose: () => void }) {
  const [copy, setCopy] = useState<CopyState>("idle");

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <DialogContentText>{LINK_TEXTS.intro}</DialogContentText>
        <TextField
          label={LINK_TEXTS.linkLabel}
          value={link.url}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {LINK_TEXTS.expires(expiryDate(link.expiresAt))}
        </Typography>
        <Typography role="status" variant="body2" sx={{ fontWeight: 700, minHeight: 20 }}>
          {copy === "copied" ? LINK_TEXTS.copied : copy === "failed" ? LINK_TEXTS.copyFailed : ""}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} color="secondary">
          {ADMIN_TEXTS.close}
        </Button>
        <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={copyLink}>
          {ADMIN_TEXTS.copyLink}
        </Button>
      </DialogActions>
    </>
  );
}

/** The generated recommendations link with 'Copy Link' and 'Close'. */
export function LinkDialog({ link, onClose }: { link: GeneratedLink | null; onClose: () => void }) {
  const titleId = useId();
  // Keeps the link on screen while the dialog fades out.
  const [shown, setShown] = useState(link);
  if (link && link !== shown) setShown(link);
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2">
        {LINK_TEXTS.title}
      </DialogTitle>
      {shown && <LinkContent key={shown.url} link={shown} onClose={onClose} />}
    </Dialog>
  );
}
