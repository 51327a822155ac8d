import { type Location, useLocation, useNavigate } from "react-router";
import { paths } from "@/shared/paths.ts";

/** The router marks the address the visitor landed on with the key "default" (history index 0). */
function isFirstEntryInApp(location: Location): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === "object" && "idx" in state ? state.idx : undefined;
  return location.key === "default" || index === 0;
}

/** One step back, or the catalogue when the visitor arrived straight on this page. */
export function useBackToSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isFirstEntryInApp(location)) navigate(paths.catalogue);
    else navigate(-1);
  };
}
