import type { z } from "zod";
import { invalidForm } from "./error-handler.ts";

/**
 * A form's values by the shared rules of the contract, or a 400 naming every field
 * that breaks one: `{message, errors: [{field, message}]}`.
 */
export function validateInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalidForm(
    result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}
