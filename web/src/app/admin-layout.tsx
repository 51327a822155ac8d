import { Outlet } from "react-router";
import { AdminFrame } from "@/features/admin-layout/components/admin-frame.tsx";
import { AdminGuard } from "@/features/admin-layout/components/admin-guard.tsx";
import { PageScrollRestoration } from "@/shared/layout/page-scroll-restoration.tsx";

/** The administrators' frame (side menu and top bar), for administrators only. */
export function AdminLayout() {
  return (
    <AdminGuard>
      {(adminName) => (
        <AdminFrame adminName={adminName}>
          <Outlet />
          <PageScrollRestoration />
        </AdminFrame>
      )}
    </AdminGuard>
  );
}
