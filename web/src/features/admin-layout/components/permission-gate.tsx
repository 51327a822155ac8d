import { STAFF_ROLE_LABELS, type StaffPermission, staffCan } from "@maids/contract/staff-roles.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { type ReactNode, useContext } from "react";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { ADMIN_LAYOUT_TEXTS } from "../texts.ts";

/**
 * The screen, for staff whose role allows `permission`; a plain refusal for the others (who reach
 * it only by typing its address: the menu does not offer it).
 */
export function PermissionGate({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const staffRole = useContext(StaffRoleContext);
  if (staffCan(staffRole, permission)) return children;
  const role = staffRole ? STAFF_ROLE_LABELS[staffRole] : "";
  return (
    <Box sx={{ maxWidth: 720, mx: "auto", mt: 4 }}>
      <Alert severity="info" role="status">
        {ADMIN_LAYOUT_TEXTS.notAllowed(role)}
      </Alert>
    </Box>
  );
}
