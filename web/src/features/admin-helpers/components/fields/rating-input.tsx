import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { RATING_MAX } from "@/shared/ui-limits.ts";
import { FORM_TEXTS } from "../../texts.ts";

type RatingInputProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
};

/** 1 to 5 stars, 'n Stars' labels; choosing the current star again clears it to 0. */
export function RatingInput({ label, value, onChange, disabled }: RatingInputProps) {
  const labelId = useId();
  const name = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}
    >
      <Typography id={labelId} variant="body2" sx={{ minWidth: 130, fontWeight: 600 }}>
        {label}
      </Typography>
      <Rating
        name={name}
        max={RATING_MAX}
        precision={1}
        value={value || null}
        onChange={(_event, next) => onChange(next ?? 0)}
        getLabelText={FORM_TEXTS.stars}
        disabled={disabled}
      />
      <Typography variant="body2" aria-hidden sx={{ color: "text.secondary" }}>
        {value > 0 ? FORM_TEXTS.stars(value) : FORM_TEXTS.notRated}
      </Typography>
    </Box>
  );
}
