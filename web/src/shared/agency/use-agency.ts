import { agencySchema, whatsappUrl } from "@maids/contract/agency.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { SITE_NAME } from "../site-texts.ts";

export function getAgency(signal?: AbortSignal) {
  return apiRequest("/api/agency", { schema: agencySchema, signal });
}

export const agencyQuery = queryOptions({
  queryKey: queryKeys.agency,
  queryFn: ({ signal }) => getAgency(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The agency's name and contact details, from the server's configuration. */
export function useAgency() {
  return useQuery(agencyQuery).data;
}

/** The configured agency name once known; until then the default the server ships with. */
export function useAgencyName(): string {
  return useAgency()?.name ?? SITE_NAME;
}

/** A WhatsApp chat with the agency with the text filled in; undefined until the number is known. */
export function useWhatsappLink(text: string): string | undefined {
  const agency = useAgency();
  return agency ? whatsappUrl(agency.whatsappNumber, text) : undefined;
}
