import type { ApiErrorCode } from "@maids/contract/errors.ts";

/**
 * What services and repositories throw when a request cannot be carried out: a kind
 * and a message for the client, never an HTTP status. `http/error-handler.ts` is the
 * one place that turns a kind into a status code (ADR 0019).
 */
export type DomainErrorKind =
  | "invalid"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "failed";

/** A field the error is about, as answered in `errors: [{field, message}]`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The code an answer carries for each kind, unless the error names a more specific one. */
const KIND_CODES: Record<DomainErrorKind, ApiErrorCode> = {
  invalid: "invalid_input",
  forbidden: "forbidden",
  "not-found": "not_found",
  conflict: "conflict",
  gone: "gone",
  failed: "internal",
};

export class DomainError extends Error {
  /** What the client may decide on (contract `API_ERROR_CODES`). */
  readonly code: ApiErrorCode;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly problems?: FieldProblem[],
    code?: ApiErrorCode,
  ) {
    super(message);
    this.code = code ?? KIND_CODES[kind];
  }
}

/** The request names something that does not exist. */
export class NotFoundError extends DomainError {
  constructor(message: string, problems?: FieldProblem[]) {
    super("not-found", message, problems);
  }
}

/** The request breaks a rule of the data (a bad reference, a spent token, a record in use). */
export class InvalidError extends DomainError {
  constructor(message: string, problems?: FieldProblem[], code?: ApiErrorCode) {
    super("invalid", message, problems, code);
  }
}

/** The change clashes with what is stored (a name taken). */
export class ConflictError extends DomainError {
  constructor(message: string, problems?: FieldProblem[], code?: ApiErrorCode) {
    super("conflict", message, problems, code);
  }
}

/** The thing existed but can no longer be used (a revoked or expired link). */
export class GoneError extends DomainError {
  constructor(message: string) {
    super("gone", message);
  }
}

/** One problem on one field: the message is both the answer's and the field's. */
export const onField = (field: string, message: string): FieldProblem[] => [{ field, message }];
