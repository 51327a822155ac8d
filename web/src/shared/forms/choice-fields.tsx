import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A titled part of a long form (a family's requirements, a helper's profile). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: "grid", gap: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type NumberFieldProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: string;
};

/** A whole number or nothing; what cannot be read as a number is kept for the rules to refuse. */
export function NumberField({ label, value, onChange, error, hint }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      value={value === null || Number.isNaN(value) ? "" : value}
      onChange={(event) => {
        const text = event.target.value.trim();
        onChange(text === "" ? null : Number(text));
      }}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { inputMode: "numeric", step: 1 } }}
      size="small"
      sx={{ maxWidth: 260 }}
    />
  );
}

type ChoicesProps<Option extends string> = {
  label: string;
  options: readonly Option[];
  labels?: Partial<Record<Option, string>>;
  selected: readonly Option[];
  onChange: (selected: Option[]) => void;
  error?: string;
  hint?: string;
};

/** Any of a list of options, as ticks laid out in columns. */
export function Choices<Option extends string>({
  label,
  options,
  labels,
  selected,
  onChange,
  error,
  hint,
}: ChoicesProps<Option>) {
  const toggle = (option: Option) =>
    onChange(
      selected.includes(option)
        ? selected.filter((item) => item !== option)
        : options.filter((item) => item === option || selected.includes(item)),
    );
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))" }}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={labels?.[option] ?? option}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option)}
                onChange={() => toggle(option)}
              />
            }
          />
        ))}
      </Box>
      {(error ?? hint) && <FormHelperText>{error ?? hint}</FormHelperText>}
    </FormControl>
  );
}

type ChoiceProps<Option extends string> = {
  label: string;
  options: readonly Option[];
  labels: Record<Option, string>;
  value: Option;
  onChange: (value: Option) => void;
};

/** One of a few options. */
export function Choice<Option extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: ChoiceProps<Option>) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value as Option)}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            label={labels[option]}
            control={<Radio size="small" />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
