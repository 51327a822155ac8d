import { LOGIN_ERRORS } from "@maids/contract/messages.ts";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/shared/paths.ts";
import { confirmAdminSignIn } from "../api/admin-callback.ts";
import { type AdminLoginRequest, adminLogin } from "../api/admin-login.ts";
import { FormError, logUnexpected } from "../utils/form-error.ts";
import { useAfterSignIn } from "./use-after-sign-in.ts";

/** Administrator sign-in: login, then the admin callback, then /admin. */
export function useAdminSignIn() {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();

  const mutation = useMutation({
    mutationFn: async (credentials: AdminLoginRequest) => {
      await adminLogin(credentials);

      await confirmAdminSignIn().catch((error: unknown) => {
        console.error("The administrator sign-in callback failed.", error);
        throw new FormError(LOGIN_ERRORS.failed);
      });
      await afterSignIn();
      return navigate(paths.admin);
    },
    onError: (error) => logUnexpected("Administrator sign-in failed.", error),
  });

  return {
    signIn: mutation.mutate,
    isBusy: mutation.isPending || mutation.isSuccess,
  };
}
