import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { z } from "zod";
import { HttpError } from "./error-handler.ts";

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
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || "data",
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? API_MESSAGES.invalidRequest, { errors });
}
