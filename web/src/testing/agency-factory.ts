import { type Agency, agencySchema } from "@maids/contract/agency.ts";

/** The agency's configuration as GET /api/agency answers it; parsed so fixtures follow the contract. */
export function buildAgency(overrides: Partial<Agency> = {}): Agency {
  return agencySchema.parse({
    name: "Harbour Helpers",
    licenceNumber: "24C9876",
    phone: "+65 6777 1234",
    whatsappNumber: "6591234567",
    email: "hello@harbourhelpers.example.sg",
    address: "10 Anson Road, Singapore 079903",
    openingHours: "Mon to Sat, 10 am to 7 pm",
    ...overrides,
  });
}
