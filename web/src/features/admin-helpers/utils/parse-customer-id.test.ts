import { describe, expect, it } from "vitest";
import { parseCustomerId } from "./parse-customer-id.ts";

describe("parseCustomerId", () => {
  it("reads a positive whole number", () => {
    expect(parseCustomerId("12")).toEqual({ id: 12, invalid: false });
  });

  it("has no customer without the segment", () => {
    expect(parseCustomerId(undefined)).toEqual({ id: null, invalid: false });
  });

  it.each(["0", "-3", "1.5", "abc", "12abc", "99999999999999999999"])("refuses %s", (param) => {
    expect(parseCustomerId(param)).toEqual({ id: null, invalid: true });
  });
});
