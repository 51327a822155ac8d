import { describe, expect, it } from "vitest";
import { todayIso } from "./case-facts.ts";

describe("todayIso", () => {
  it("is Singapore's day, whatever the viewer's time zone (the server dates steps by it)", () => {
    expect(todayIso(new Date("2026-11-27T15:59:59Z"))).toBe("2026-11-27");
    expect(todayIso(new Date("2026-11-27T16:00:00Z"))).toBe("2026-11-28");
  });
});
