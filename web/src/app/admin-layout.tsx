import { Outlet } from "react-router";

/** The administrators' frame (side menu); built with the admin screens. */
export function AdminLayout() {
  return <Outlet />;
}
