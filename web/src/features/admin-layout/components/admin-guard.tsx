import { ADMIN_ROLE } from "@maids/contract/enums.ts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "@/shared/components/page-loader.tsx";
import { paths } from "@/shared/paths.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";

/**
 * Shows the admin screens to administrators only and sends anyone else to /system-access. The
 * server refuses admin calls to everyone else anyway (401/403); this spares them a broken screen.
 */
export function AdminGuard({ children }: { children: (adminName: string) => ReactNode }) {
  const { isPending, profile } = useSession();
  if (isPending) return <PageLoader />;
  if (profile?.user.role !== ADMIN_ROLE) return <Navigate to={paths.systemAccess} replace />;
  return (
    <StaffRoleContext value={profile.staffRole ?? null}>
      {children(profile.user.name)}
    </StaffRoleContext>
  );
}
