import Typography from "@mui/material/Typography";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";

/** Whether a section's last save went through, said to screen readers as it changes. */
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
