import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { textFieldProps } from "./text-field-props.ts";

type FormTextFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed,
> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "inputRef" | "error" | "helperText"
> & {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  /** Shown under the field when it has no message. */
  hint?: string | undefined;
};

/** A text field of a react-hook-form form: its value, its message underneath (else the hint). */
export function FormTextField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, hint, ...rest }: FormTextFieldProps<Values, Name, Transformed>) {
  const field = textFieldProps(useController({ control, name }));
  return <TextField {...field} helperText={field.helperText ?? hint} {...rest} />;
}
