import { AUTH_UI_TEXTS, LOGIN_ERRORS, LOGIN_TEXTS } from "@maids/contract/messages.ts";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "@/shared/api-client.ts";
import { FormTextField } from "@/shared/forms/form-text-field.tsx";
import { useRequestPasswordReset } from "../api/forgot-password.ts";

type ResetPasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The request sends the sign-in form's email, not this dialog's field (docs/product.md#accounts). */
  signInEmail: string;
};

function alertFailure(error: Error) {
  if (error instanceof ApiRequestError) {
    window.alert(`${LOGIN_ERRORS.forgotFailedPrefix}${error.message}`);
  } else {
    console.error("Requesting a password reset failed.", error);
    window.alert(LOGIN_ERRORS.forgotException);
  }
}

/** 'Reset Password': its own field is not validated, nor sent (docs/product.md#accounts). */
export function ResetPasswordDialog({ open, onClose, signInEmail }: ResetPasswordDialogProps) {
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm({
    defaultValues: { email: "" },
  });
  const { mutate, isPending } = useRequestPasswordReset();
  const introId = useId();

  const close = () => {
    clearErrors();
    onClose();
  };

  const submit = handleSubmit(() => {
    if (isPending) return;
    const address = signInEmail.trim();
    if (!address) {
      setError("root", { message: LOGIN_ERRORS.resetNeedsEmail });
      return;
    }
    const sent = () => {
      window.alert(LOGIN_TEXTS.resetSent);
      reset();
      onClose();
    };
    mutate({ email: address }, { onSuccess: sent, onError: alertFailure });
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-describedby={introId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle sx={{ pr: 7 }}>{LOGIN_TEXTS.resetTitle}</DialogTitle>
        <IconButton
          aria-label={AUTH_UI_TEXTS.closeDialog}
          onClick={close}
          sx={{ position: "absolute", right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
        <DialogContent>
          <DialogContentText id={introId} sx={{ mb: 2.5 }}>
            {LOGIN_TEXTS.resetIntro}
          </DialogContentText>
          {formState.errors.root && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {formState.errors.root.message}
            </Alert>
          )}
          <FormTextField
            name="email"
            control={control}
            label={AUTH_UI_TEXTS.resetEmailLabel}
            type="email"
            autoComplete="email"
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          <Button onClick={close} color="secondary">
            {LOGIN_TEXTS.resetCancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? LOGIN_TEXTS.resetSending : LOGIN_TEXTS.resetSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
