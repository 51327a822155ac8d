import { type StaffPermission, type StaffRole, staffCan } from "@maids/contract/staff-roles.ts";
import { createContext, useContext } from "react";

/**
 * The signed-in staff member's role, given by the admin frame from the session. A screen shown
 * without the frame (a component's own test) shows every control: the web app only hides what a
 * role cannot use, the server refuses it anyway (contract/src/staff-roles.ts).
 */
export const StaffRoleContext = createContext<StaffRole | null>("owner");

/** Whether the signed-in staff member's role allows something. */
export function useStaffCan(): (permission: StaffPermission) => boolean {
  const role = useContext(StaffRoleContext);
  return (permission) => staffCan(role, permission);
}
