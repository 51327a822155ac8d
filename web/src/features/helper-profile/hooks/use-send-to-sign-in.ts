import { useLocation, useNavigate } from "react-router";
import { paths } from "@/shared/paths.ts";
import { saveReturnAddress } from "@/shared/return-address.ts";

/** Goes to sign-in (or sign-up), remembering this profile to come back to afterwards. */
export function useSendToSignIn() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (to: typeof paths.login | typeof paths.signup = paths.login) => {
    saveReturnAddress(`${pathname}${search}${hash}`);
    navigate(to);
  };
}
