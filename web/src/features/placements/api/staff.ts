import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiRequestError, apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";

const staffSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    eaRegistrationNumber: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  }),
);
export type StaffMember = z.infer<typeof staffSchema>[number];

export function getStaff(signal?: AbortSignal) {
  return apiRequest("/api/admin/staff", { schema: staffSchema, signal });
}

/** The agency's staff, for the owner picker, once it opens; the page works without it. */
export function useStaff(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.adminStaff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 5 * 60_000,
    // A server without the staff list answers 404: no use asking again.
    retry: (failures, error) =>
      !(error instanceof ApiRequestError && error.status === 404) && failures < 2,
  });
}
