import { apiErrorSchema } from "@maids/contract/errors.ts";

/**
 * A route schema's error answers, each the API's one error shape (ADR 0008):
 * `response: { 200: answerSchema, ...errorAnswers(400, 401, 404) }`.
 */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): { [S in Status]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [S in Status]: typeof apiErrorSchema;
  };
}
