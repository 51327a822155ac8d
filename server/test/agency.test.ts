import { agencySchema } from "@maids/contract/agency.ts";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { useTestApp } from "./support/test-app.ts";

const t = useTestApp();

describe("GET /api/agency", () => {
  it("answers the configured agency details to anyone", async () => {
    const response = await t.app.inject({ url: "/api/agency" });
    expect(response.statusCode).toBe(200);
    expect(agencySchema.strict().parse(response.json())).toEqual(t.config.agency);
  });
});

describe("agency configuration", () => {
  it("reads every detail from the environment", () => {
    const { agency } = loadConfig({
      AGENCY_NAME: "Kind Hands Employment",
      AGENCY_LICENCE_NUMBER: "19C9999",
      AGENCY_PHONE: "+65 6555 1234",
      AGENCY_WHATSAPP: "6591234567",
      AGENCY_EMAIL: "care@kindhands.example.sg",
      AGENCY_ADDRESS: "10 Anson Road, #20-01, Singapore 079903",
      AGENCY_OPENING_HOURS: "Daily, 9am to 9pm",
    });
    expect(agency).toEqual({
      name: "Kind Hands Employment",
      licenceNumber: "19C9999",
      phone: "+65 6555 1234",
      whatsappNumber: "6591234567",
      email: "care@kindhands.example.sg",
      address: "10 Anson Road, #20-01, Singapore 079903",
      openingHours: "Daily, 9am to 9pm",
    });
  });

  it.each([
    ["AGENCY_WHATSAPP", "+65 9123 4567"],
    ["AGENCY_WHATSAPP", "12"],
    ["AGENCY_EMAIL", "not-an-email"],
    ["AGENCY_NAME", "  "],
    ["SHARE_LINK_TTL_DAYS", "0"],
    ["SHARE_LINK_TTL_DAYS", "ten"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("keeps share links 30 days unless told otherwise", () => {
    expect(loadConfig({}).shareLinkTtlMs).toBe(30 * 86_400_000);
    expect(loadConfig({ SHARE_LINK_TTL_DAYS: "7" }).shareLinkTtlMs).toBe(7 * 86_400_000);
  });
});
