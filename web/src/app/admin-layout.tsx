import { Outlet, ScrollRestoration } from "react-router";
import { AdminFrame } from "@/features/admin-layout/components/admin-frame.tsx";
import { AdminGuard } from "@/features/admin-layout/components/admin-guard.tsx";

/** The administrators' frame (side menu and top bar), for administrators only. */
export function AdminLayout() {
  return (
    <AdminGuard>
      {(adminName) => (
        <AdminFrame adminName={adminName}>
          <Outlet />
          <ScrollRestoration />
        </AdminFrame>
      )}
    </AdminGuard>
  );
}
