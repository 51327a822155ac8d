import Typography from "@mui/material/Typography";

/** The words of a form saved as it goes. */
export const SAVE_STATUS_TEXTS = {
  saving: "Saving…",
  saved: "Saved",
  notSaved: "Not saved: check the fields marked",
} as const;
const TEXTS = SAVE_STATUS_TEXTS;

/** Whether a form's last save went through, said to screen readers as it changes. */
export function SaveStatus({
  save,
}: {
  save: { isPending: boolean; isSuccess: boolean; isError: boolean };
}) {
  let text = "";
  let color = "text.secondary";
  if (save.isPending) text = TEXTS.saving;
  else if (save.isError) {
    text = TEXTS.notSaved;
    color = "error.main";
  } else if (save.isSuccess) {
    text = TEXTS.saved;
    color = "success.main";
  }
  return (
    <Typography role="status" variant="body2" sx={{ color, fontWeight: 600, minHeight: 20 }}>
      {text}
    </Typography>
  );
}
