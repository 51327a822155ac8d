import type { UseMutateFunction } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginRequest } from "../api/login.ts";
import { formFailure, SIGN_IN_FALLBACKS } from "../utils/form-error.ts";

export type CredentialValues = { email: string; password: string };

const CREDENTIAL_FIELDS = ["email", "password"] as const;

type SignIn = UseMutateFunction<unknown, Error, LoginRequest>;

/**
 * The email and password of a sign-in form, with no client-side rules (docs/product.md#accounts): the
 * server's refusal shows on its fields or above the form.
 */
export function useCredentialsForm(signIn: SignIn, isBusy: boolean) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CredentialValues>({
    defaultValues: { email: "", password: "" },
  });

  const submit = handleSubmit(({ email, password }) => {
    if (isBusy) return;
    setFailure(null);
    signIn(
      { email: email.trim(), password },
      {
        onError: (error) =>
          setFailure(formFailure(error, CREDENTIAL_FIELDS, setError, SIGN_IN_FALLBACKS)),
      },
    );
  });

  return { control, submit, failure };
}
