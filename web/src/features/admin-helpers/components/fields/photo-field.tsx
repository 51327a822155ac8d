import { ADMIN_TEXTS } from "@maids/contract/messages.ts";
import AddAPhotoRounded from "@mui/icons-material/AddAPhotoRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import PersonRounded from "@mui/icons-material/PersonRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useRef } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { usePhotoPreview } from "../../hooks/use-photo-preview.ts";
import { FORM_TEXTS } from "../../texts.ts";
import type { SectionProps } from "./section-props.ts";

type PhotoFieldProps = SectionProps & {
  /** The helper's photo before any change (edit form). */
  currentUrl?: string | undefined;
};

function PhotoFrame({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <Box
      sx={{
        width: 96,
        height: 120,
        flexShrink: 0,
        borderRadius: 3,
        overflow: "hidden",
        bgcolor: "surface.sunken",
        display: "grid",
        placeItems: "center",
        color: "text.secondary",
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ width: 1, height: 1, objectFit: "cover" }} />
      ) : (
        <PersonRounded fontSize="large" aria-label={FORM_TEXTS.noPhoto} />
      )}
    </Box>
  );
}

/** Choose, preview and undo a photo; refused files show the spec's message and are not kept. */
export function PhotoField({ form, disabled, currentUrl }: PhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const photo = useWatch({ control: form.control, name: "image" });
  const preview = usePhotoPreview(photo ?? null);
  const error = useFormState({ control: form.control, name: "image" }).errors.image?.message;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    form.choosePhoto(event.target.files?.[0] ?? null);
    // Choosing the same file again must still be noticed.
    event.target.value = "";
  }

  const hasPhoto = Boolean(preview ?? currentUrl);
  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
      <PhotoFrame
        src={preview ?? currentUrl}
        alt={preview ? FORM_TEXTS.photoPreview : FORM_TEXTS.currentPhoto}
      />
      <Box sx={{ display: "grid", gap: 1, justifyItems: "start" }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<AddAPhotoRounded />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
          >
            {hasPhoto ? FORM_TEXTS.replacePhoto : FORM_TEXTS.choosePhoto}
          </Button>
          {photo && (
            <IconButton
              aria-label={FORM_TEXTS.removePhoto}
              onClick={() => form.choosePhoto(null)}
              disabled={disabled}
            >
              <CloseRounded />
            </IconButton>
          )}
        </Box>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          aria-label={FORM_TEXTS.photoFile}
          onChange={handleChange}
        />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {ADMIN_TEXTS.photoHint}
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: "error.main", fontWeight: 600 }}>
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
