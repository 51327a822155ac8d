import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type FormEvent, type ReactNode, useId } from "react";
import { SaveStatus } from "@/shared/forms/save-status.tsx";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";

/**
 * A section's form as each one looks and saves: its title (with an action beside it), an
 * intro, the server's message when no field carries it, the fields, then Save and whether it
 * went through. It saves when the focus leaves it and on Save; `extraButtons` sit before Save.
 */
export function SectionFrame({
  title,
  intro,
  action,
  save,
  fieldErrors,
  flush,
  editable,
  extraButtons,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  save: { isPending: boolean; isSuccess: boolean; isError: boolean; error: Error | null };
  fieldErrors: Record<string, string>;
  flush: () => void;
  editable: boolean;
  extraButtons?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flush();
  };
  return (
    <Box
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) flush();
      }}
      sx={{ display: "grid", gap: 2 }}
    >
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 2, flexWrap: "wrap" }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {intro && (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: -1.5 }}>
          {intro}
        </Typography>
      )}
      {save.error && Object.keys(fieldErrors).length === 0 && (
        <Alert severity="error">{save.error.message}</Alert>
      )}
      {children}
      {editable && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          {extraButtons}
          <Button type="submit" variant="outlined" disabled={save.isPending}>
            {TEXTS.save}
          </Button>
          <SaveStatus save={save} />
        </Box>
      )}
    </Box>
  );
}
