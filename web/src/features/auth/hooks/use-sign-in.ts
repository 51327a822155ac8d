import { ADMIN_ROLE, CUSTOMER_ROLE, HELPER_ROLE } from "@maids/contract/enums.ts";
import { LOGIN_ERRORS } from "@maids/contract/messages.ts";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/shared/paths.ts";
import { confirmSignIn } from "../api/confirm-sign-in.ts";
import { type LoginRequest, login } from "../api/login.ts";
import { FormError, logUnexpected } from "../utils/form-error.ts";
import { leaveForReturnAddress, useAfterSignIn } from "./use-after-sign-in.ts";

/** Customer sign-in (docs/product.md#accounts): sign in, ask the role, then go where the role leads. */
export function useSignIn() {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();

  const mutation = useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      await login(credentials);

      const { role } = await confirmSignIn().catch((error: unknown) => {
        console.error("The sign-in callback failed.", error);
        throw new FormError(LOGIN_ERRORS.failed);
      });
      await afterSignIn();

      if (role === ADMIN_ROLE) return navigate(paths.admin);
      // A helper's own account has pages of its own (docs/product.md#helpers-own-accounts).
      if (role === HELPER_ROLE) return navigate(paths.helperHome);
      // Other roles are logged but not blocked (docs/product.md#roles).
      if (role !== CUSTOMER_ROLE) console.info(`Signed in with the role "${role}".`);
      if (await leaveForReturnAddress()) return;
      return navigate(paths.catalogue);
    },
    onError: (error) => logUnexpected("Signing in failed.", error),
  });

  return {
    signIn: mutation.mutate,
    /** Stays busy after success: the page is being left. */
    isBusy: mutation.isPending || mutation.isSuccess,
  };
}
