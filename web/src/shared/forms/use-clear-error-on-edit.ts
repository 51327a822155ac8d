import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A field's message goes as soon as the field is edited (SPEC.md section 5); the rules run
 * again only on the next submit (use with `reValidateMode: "onSubmit"`).
 */
export function useClearErrorOnEdit<Values extends FieldValues>({
  subscribe,
  clearErrors,
}: Pick<UseFormReturn<Values>, "subscribe" | "clearErrors">) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === "change") clearErrors(name as Parameters<typeof clearErrors>[0]);
        },
      }),
    [subscribe, clearErrors],
  );
}
