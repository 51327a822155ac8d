import TextField, { type TextFieldProps } from "@mui/material/TextField";

export type TextInputProps = Omit<TextFieldProps, "value" | "onChange" | "error"> & {
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field; a hint shows when there is none. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A form field that shows its message underneath (SPEC.md section 5). */
export function TextInput({ value, onChange, error, hint, ...rest }: TextInputProps) {
  return (
    <TextField
      fullWidth
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      {...rest}
    />
  );
}

type NumberInputProps = TextInputProps & { limits?: { min: number; max: number } | undefined };

export function NumberInput({ limits, ...rest }: NumberInputProps) {
  return (
    <TextInput
      type="number"
      slotProps={{ htmlInput: { inputMode: "numeric", step: 1, ...limits } }}
      {...rest}
    />
  );
}

export function DateInput(props: TextInputProps) {
  return <TextInput type="date" slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}

type SelectInputProps = TextInputProps & { options: readonly string[] };

/** A native select, so phones show their own picker; a value outside the options stays shown. */
export function SelectInput({ options, value, ...rest }: SelectInputProps) {
  const shown = value && !options.includes(value) ? [...options, value] : options;
  return (
    <TextInput
      select
      value={value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...rest}
    >
      <option value="" />
      {shown.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextInput>
  );
}
