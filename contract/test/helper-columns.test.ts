import { describe, expect, it } from "vitest";
import type { AdminHelperRecord } from "../src/helper.ts";
import {
  columnAt,
  DATE_FORMAT_MESSAGE,
  escapeFormula,
  missingColumns,
  recordToRow,
  rowToFormValues,
  sampleRow,
  sheetColumns,
  sheetDate,
  unescapeFormula,
} from "../src/helper-columns.ts";
import { createHelperInputSchema } from "../src/helper-input.ts";

const asCells = (row: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]));

describe("a helper as a spreadsheet row", () => {
  it("reads the template's sample row as a valid Add Maid form", () => {
    const { values, problems } = rowToFormValues(sampleRow(sheetColumns()));
    expect(problems).toEqual([]);
    const input = createHelperInputSchema.parse(values);
    expect(input).toMatchObject({
      name: "Ana Santos",
      DOB: "1994-05-17",
      skills: ["Cooking", "Elderly care"],
      isActive: true,
      maidDetails: { restDay: 4 },
      biodata: { interview: ["video", "inPerson"], personal: { childrenAges: [8, 12] } },
    });
    expect(input.employmentDetails).toHaveLength(1);
    expect(values.photo).toBe("ana-santos.jpg");
  });

  it("writes a helper's row that reads back to the same values", () => {
    const first = createHelperInputSchema.parse(rowToFormValues(sampleRow(sheetColumns())).values);
    const record = first as unknown as AdminHelperRecord;
    const row = recordToRow(record, sheetColumns());
    expect(row.photo).toBe("");
    expect(row.height_cm).toBe(155);
    expect(row.interview).toBe("By video; In person");
    expect(createHelperInputSchema.parse(rowToFormValues(asCells(row)).values)).toEqual(first);
  });

  it("names a date in another format by its column", () => {
    for (const written of ["05/17/1994", "1994/05/17", "17.05.1994", "31/02/1994", "May 17 1994"]) {
      const { problems } = rowToFormValues({ date_of_birth: written });
      expect(problems, written).toEqual([
        { column: "date_of_birth", message: DATE_FORMAT_MESSAGE("Date of birth") },
      ]);
    }
  });

  it("reads dates day first, as Singapore writes them, in each of the formats partners use", () => {
    for (const written of ["1994-05-17", "17/05/1994", "17/5/1994", "17-May-1994", "17 May 1994"]) {
      expect(sheetDate(written), written).toBe("1994-05-17");
    }
    expect(sheetDate("5/3/1994")).toBe("1994-03-05");
    expect(sheetDate("29-Feb-2024")).toBe("2024-02-29");
    expect(sheetDate("29-Feb-2023")).toBeNull();
    expect(sheetDate("1994-02-30")).toBeNull();
  });

  it("finds the column of a form error", () => {
    expect(columnAt(["DOB"])?.key).toBe("date_of_birth");
    expect(columnAt(["employmentDetails", 1, "startDate"])?.key).toBe("employment_2_start_date");
    expect(columnAt(["biodata", "skills", "cooking", "assessment"])?.key).toBe(
      "skill_cooking_assessment",
    );
    expect(columnAt(["maidDetails", "restDay"])?.key).toBe("rest_days");
  });

  it("lists the required headers a sheet lacks", () => {
    expect(missingColumns(["NAME", "supplier", "country"])).toEqual(["date_of_birth", "religion"]);
  });

  it("escapes cells a spreadsheet would run as formulas, and reads them back", () => {
    for (const text of ["=1+1", "+65 9", "-3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(escapeFormula(text)).toBe(`'${text}`);
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
    expect(escapeFormula("Ana")).toBe("Ana");
    expect(unescapeFormula("'Ana")).toBe("'Ana");
  });
});
