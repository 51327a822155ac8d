import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useController, useWatch } from "react-hook-form";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
import type { HelperForm } from "../../hooks/use-helper-form.ts";
import type { TextPath } from "./section-props.ts";

export type TextInputProps = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  control: HelperForm["control"];
  name: TextPath;
  /** Shown under the field when it has no message. */
  hint?: string | undefined;
};

/** A form field that shows its message underneath (docs/product.md#helper-forms). */
export function TextInput({ control, name, hint, ...rest }: TextInputProps) {
  const field = textFieldProps(useController({ control, name }));
  return (
    <TextField fullWidth size="small" {...field} helperText={field.helperText ?? hint} {...rest} />
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
export function SelectInput({ options, ...rest }: SelectInputProps) {
  const value = useWatch({ control: rest.control, name: rest.name });
  const shown = value && !options.includes(value) ? [...options, value] : options;
  return (
    <TextInput
      select
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
