import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sheetColumns } from "../src/helper-columns.ts";
import { createHelperInputSchema } from "../src/helper-input.ts";

type Path = readonly (string | number)[];

/** Every field a schema reads, as paths (an array's items at index 0), through defaults and pipes. */
function fieldPaths(schema: z.core.$ZodType, prefix: Path = []): Path[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) =>
        fieldPaths(field, [...prefix, key]),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return fieldPaths(def.innerType as z.core.$ZodType, prefix);
    case "pipe": {
      const input = fieldPaths(def.in as z.core.$ZodType, prefix);
      const output = fieldPaths(def.out as z.core.$ZodType, prefix);
      return output.length > input.length ? output : input;
    }
    case "array": {
      const items = fieldPaths(def.element as z.core.$ZodType, [...prefix, 0]);
      return items.length > 1 ? items : [prefix];
    }
    default:
      return [prefix];
  }
}

/**
 * Fields of the Add Maid form that no spreadsheet column holds, each with why. A new field of
 * the helper goes into helper-columns.ts (import, export, template), or here.
 */
const NOT_IN_SPREADSHEETS: readonly string[] = [];

/** Columns that are not a field of the form's values. */
const COLUMNS_OUTSIDE_THE_FORM = ["photo"];

const columns = sheetColumns(1);
const fields = fieldPaths(createHelperInputSchema);
const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((part, index) => part === path[index]);

describe("the spreadsheet columns and the helper's form", () => {
  it("has a column for every field of the form, or the field is listed as left out", () => {
    const uncovered = fields
      .filter((field) => !columns.some((column) => startsWith(field, column.path)))
      .map((field) => field.join("."));
    expect(uncovered).toEqual(NOT_IN_SPREADSHEETS);
  });

  it("has no column that is not a field of the form", () => {
    const stray = columns
      .filter((column) => !fields.some((field) => startsWith(field, column.path)))
      .map((column) => column.key);
    expect(stray).toEqual(COLUMNS_OUTSIDE_THE_FORM);
  });

  it("sees the form's fields, nested ones and an employment entry's included", () => {
    const names = fields.map((field) => field.join("."));
    expect(names).toContain("maidDetails.restDay");
    expect(names).toContain("employmentDetails.0.startDate");
    expect(names).toContain("biodata.medical.illnesses.malaria");
  });
});
