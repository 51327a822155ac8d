import {
  HELPER_FIELD_KEYS,
  HELPER_FIELDS,
  type HelperFieldAudience,
  type HelperFieldKey,
  type HelperFieldKeySeenBy,
  type HelperFields,
  helperFieldKeysSeenBy,
} from "@maids/contract/helper-fields.ts";
import type { HelperInput } from "@maids/contract/helper-input.ts";
import type { HelperRow } from "./helper-repository.ts";

/**
 * A helper's declared fields (contract/src/helper-fields.ts) in and out of their columns on
 * `maids`. A declared column missing from the table, or of another type than the field's
 * answer, fails the type check here or in helper-serializer.ts.
 */

type ColumnOf<Key extends HelperFieldKey> = HelperFields[Key]["column"];

/** Fields the forms may leave out: an insert stores none, an update keeps what is stored. */
type OptionalKey = {
  [Key in HelperFieldKey]: undefined extends HelperInput[Key] ? Key : never;
}[HelperFieldKey];

/** The declared fields as an insert or an update stores them. */
export type HelperFieldColumns = {
  [Key in Exclude<HelperFieldKey, OptionalKey> as ColumnOf<Key>]: HelperRow[ColumnOf<Key>];
} & { [Key in OptionalKey as ColumnOf<Key>]?: HelperRow[ColumnOf<Key>] };

/** The fields one audience sees first, as stored in her row. */
export function storedFieldValues<Audience extends HelperFieldAudience>(
  row: HelperRow,
  audience: Audience,
) {
  return Object.fromEntries(
    helperFieldKeysSeenBy(audience).map((key) => [key, row[HELPER_FIELDS[key].column]]),
  ) as { [Key in HelperFieldKeySeenBy<Audience>]: HelperRow[ColumnOf<Key>] };
}

/** The columns of what an administrator sent. */
export function helperFieldColumns(input: HelperInput): HelperFieldColumns {
  return Object.fromEntries(
    HELPER_FIELD_KEYS.map((key) => [HELPER_FIELDS[key].column, input[key]]),
  ) as HelperFieldColumns;
}
