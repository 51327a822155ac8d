import { BIODATA_LABELS, BIODATA_LIMITS } from "@maids/contract/biodata.ts";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import ToggleButton from "@mui/material/ToggleButton";
import { type Ref, useId } from "react";
import { BIODATA_FORM_TEXTS } from "../../../biodata-texts.ts";
import { PRESSED } from "./pressed-style.ts";

type AssessmentInputProps = {
  label: string;
  /** 1 to 5 stars; null is N.A. (not assessed). */
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  focusRef?: Ref<HTMLButtonElement>;
};

/** 1 to 5 stars (arrow keys move between them) and an N.A. button for 'not assessed'. */
export function AssessmentInput({
  label,
  value,
  onChange,
  disabled,
  focusRef,
}: AssessmentInputProps) {
  const name = useId();
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
    >
      <Rating
        name={name}
        max={BIODATA_LIMITS.assessment.max}
        precision={1}
        value={value}
        onChange={(_event, next) => onChange(next)}
        getLabelText={BIODATA_FORM_TEXTS.assessmentStars}
        emptyLabelText={BIODATA_LABELS.notAssessed}
        disabled={disabled}
      />
      <ToggleButton
        ref={focusRef}
        value="notAssessed"
        size="small"
        selected={value === null}
        onChange={() => onChange(null)}
        disabled={disabled}
        sx={{ py: 0.25, px: 1, ...PRESSED }}
      >
        {BIODATA_LABELS.notAssessed}
      </ToggleButton>
    </Box>
  );
}
