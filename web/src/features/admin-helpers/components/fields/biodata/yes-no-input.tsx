import { BIODATA_LABELS } from "@maids/contract/biodata.ts";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { Ref } from "react";
import { PRESSED } from "./pressed-style.ts";

type YesNoInputProps = {
  /** The question, as the group's accessible name. */
  label: string;
  /** null: not answered. */
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  disabled: boolean;
  focusRef?: Ref<HTMLButtonElement>;
};

/** Yes and No as two toggle buttons; pressing the chosen one again leaves it unanswered. */
export function YesNoInput({ label, value, onChange, disabled, focusRef }: YesNoInputProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value === null ? null : String(value)}
      onChange={(_event, next: string | null) => onChange(next === null ? null : next === "true")}
      disabled={disabled}
    >
      <ToggleButton ref={focusRef} value="true" sx={{ px: 1.5, ...PRESSED }}>
        {BIODATA_LABELS.yes}
      </ToggleButton>
      <ToggleButton value="false" sx={{ px: 1.5, ...PRESSED }}>
        {BIODATA_LABELS.no}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
