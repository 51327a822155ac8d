import { staffMemberSchema } from "@maids/contract/staff.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

type StatusChange =
  | { id: number; action: "deactivate"; reassignTo?: number }
  | { id: number; action: "reactivate" };

/** Deactivates a leaver (passing their open cases on) or lets one sign in again. */
function changeStaffStatus(change: StatusChange) {
  return apiRequest(`/api/admin/staff/${change.id}/${change.action}`, {
    schema: staffMemberSchema,
    method: "POST",
    body: change.action === "deactivate" ? { reassignTo: change.reassignTo } : undefined,
  });
}

export function useChangeStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffStatus,
    // Their cases changed owner too.
    onSuccess: () => refreshQueries(queryClient, queryKeys.staff, queryKeys.placements),
  });
}
