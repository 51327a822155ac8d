import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from "react-hook-form";

type ControllerProps<Values extends FieldValues, Name extends FieldPath<Values>> = {
  field: ControllerRenderProps<Values, Name>;
  fieldState: ControllerFieldState;
};

/** What a MUI text field takes from a Controller: value, handlers, the ref to focus, the message. */
export function textFieldProps<Values extends FieldValues, Name extends FieldPath<Values>>({
  field: { ref, ...field },
  fieldState,
}: ControllerProps<Values, Name>) {
  return {
    ...field,
    inputRef: ref,
    error: fieldState.invalid,
    helperText: fieldState.error?.message,
  };
}
