import {
  type CreateStaffBody,
  staffMemberSchema,
  type UpdateStaffBody,
} from "@maids/contract/staff.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";

type SaveStaffMember =
  | { id?: undefined; values: CreateStaffBody }
  | { id: number; values: UpdateStaffBody };

/** Adds a staff member (POST), or changes one's name, EA number and phone (PATCH). */
function saveStaffMember({ id, values }: SaveStaffMember) {
  return apiRequest(id === undefined ? "/api/admin/staff" : `/api/admin/staff/${id}`, {
    schema: staffMemberSchema,
    method: id === undefined ? "POST" : "PATCH",
    body: values,
  });
}

export function useSaveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffMember,
    onSuccess: () => refreshQueries(queryClient, queryKeys.staff),
  });
}
