import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "@/shared/api-client.ts";
import { paths } from "@/shared/paths.ts";

/** A missing session (401) or a non-admin (403) is sent to the admin sign-in. */
export function useRefusedAdmin(error: unknown) {
  const navigate = useNavigate();
  const refused =
    error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (refused) navigate(paths.systemAccess, { replace: true });
  }, [refused, navigate]);
  return refused;
}
