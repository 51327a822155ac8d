import { HELPER_ROLE } from "@maids/contract/enums.ts";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/shared/paths.ts";
import { safeReturnAddress } from "@/shared/return-address.ts";
import { login } from "../api/login.ts";
import { type SignupRequest, signup } from "../api/signup.ts";
import { logUnexpected } from "../utils/form-error.ts";
import { leaveForReturnAddress, useAfterSignIn } from "./use-after-sign-in.ts";

/** "signed-in": on the way to the next page; "created": the automatic sign-in failed. */
export type SignupOutcome = "signed-in" | "created";

async function signInAutomatically({ email, password }: SignupRequest): Promise<boolean> {
  try {
    await login({ email, password });
    return true;
  } catch (error) {
    logUnexpected("The automatic sign-in after sign-up failed.", error);
    return false;
  }
}

/**
 * Sign-up (docs/product.md#accounts): create the account, sign in automatically, then return to the
 * saved address, else the `redirect` query parameter, else /catalogue.
 */
export function useSignUp() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const redirectTarget = safeReturnAddress(searchParams.get("redirect"));

  const mutation = useMutation({
    mutationFn: async (account: SignupRequest): Promise<SignupOutcome> => {
      await signup(account);
      if (!(await signInAutomatically(account))) return "created";

      await afterSignIn();
      // A helper's own account starts on her pages (docs/product.md#helpers-own-accounts).
      if (account.role === HELPER_ROLE) {
        await navigate(paths.helperHome);
        return "signed-in";
      }
      if (!(await leaveForReturnAddress())) await navigate(redirectTarget ?? paths.catalogue);
      return "signed-in";
    },
    onError: (error) => logUnexpected("Signing up failed.", error),
  });

  return {
    signUp: mutation.mutate,
    outcome: mutation.data,
    isPending: mutation.isPending,
    isBusy: mutation.isPending || mutation.isSuccess,
  };
}
