import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A field's message goes as soon as the field is edited (docs/product.md#accounts); the rules run
 * again only on the next submit (use with `reValidateMode: "onSubmit"`).
 */
export function useClearErrorOnEdit<Values extends FieldValues>({
  subscribe,
  getFieldState,
  clearErrors,
}: Pick<UseFormReturn<Values>, "subscribe" | "getFieldState" | "clearErrors">) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          const field = name as FieldPath<Values> | undefined;
          // Only a field with a message: clearing notifies every reader of the errors.
          if (field && type === "change" && getFieldState(field).invalid) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
}
