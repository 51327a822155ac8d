import AttachFileRounded from "@mui/icons-material/AttachFileRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useId, useRef } from "react";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";

type FilePickerProps = {
  label: string;
  buttonLabel: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Offers to take the file back out (an optional file). */
  removeLabel?: string;
  error?: string | undefined;
  disabled: boolean;
};

/** A labelled file input behind a button, with the chosen file's name and any error under it. */
export function FilePicker({
  label,
  buttonLabel,
  accept,
  file,
  onChange,
  removeLabel,
  error,
  disabled,
}: FilePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.files?.[0] ?? null);
    // Choosing the same file again, after fixing it, must still be noticed.
    event.target.value = "";
  }

  return (
    <Box sx={{ display: "grid", gap: 0.75, minWidth: 0 }}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={handleChange}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", minWidth: 0 }}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<AttachFileRounded />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {buttonLabel}
        </Button>
        <Typography
          variant="body2"
          sx={{
            color: file ? "text.primary" : "text.secondary",
            overflowWrap: "anywhere",
            minWidth: 0,
          }}
        >
          {file?.name ?? TEXTS.noFileChosen}
        </Typography>
        {file && removeLabel && (
          <IconButton
            size="small"
            aria-label={removeLabel}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      {error && (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          sx={{ color: "error.main", fontWeight: 600 }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
