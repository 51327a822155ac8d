import type { HelperImport } from "@maids/contract/helper-imports.ts";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import type { ReactNode } from "react";
import { serverMessage } from "@/shared/forms/apply-server-errors.ts";
import { usePublishHelperImport } from "../api/publish-helper-import.ts";
import { useUndoHelperImport } from "../api/undo-helper-import.ts";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";

/** A step's body and its buttons. */
export function StepFrame({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <>
      <DialogContent dividers sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>{actions}</DialogActions>
    </>
  );
}

/** A file the server would not take: its message as sent, and another try. */
export function RefusedStep({
  helperImport,
  onChooseAnother,
  onClose,
}: {
  helperImport: HelperImport;
  onChooseAnother: () => void;
  onClose: () => void;
}) {
  return (
    <StepFrame
      actions={
        <>
          <Button color="secondary" onClick={onClose}>
            {TEXTS.close}
          </Button>
          <Button variant="contained" onClick={onChooseAnother}>
            {TEXTS.chooseAnother}
          </Button>
        </>
      }
    >
      <Alert severity="error">
        <AlertTitle>{TEXTS.refusedHeading}</AlertTitle>
        <Box sx={{ overflowWrap: "anywhere" }}>{helperImport.fileName}</Box>
        {helperImport.message}
      </Alert>
    </StepFrame>
  );
}

/** An outlined action of a step, with a spinner while its request is under way. */
function StepButton({
  pending,
  ...props
}: { pending: boolean } & Pick<ButtonProps, "disabled" | "color" | "onClick" | "children">) {
  return (
    <Button
      variant="outlined"
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      {...props}
    />
  );
}

/** Step 3's end: what the import did, and its undo while it may be undone. */
export function ResultStep({
  helperImport,
  onClose,
}: {
  helperImport: HelperImport;
  onClose: () => void;
}) {
  const undo = useUndoHelperImport();
  const publish = usePublishHelperImport();
  const { result } = helperImport;
  const busy = undo.isPending || publish.isPending;
  const canPublish = helperImport.status === "committed" && (result?.created ?? 0) > 0;

  if (helperImport.status === "undone") {
    return (
      <StepFrame
        actions={
          <Button variant="contained" onClick={onClose}>
            {TEXTS.close}
          </Button>
        }
      >
        <Alert severity="info">
          <AlertTitle>{TEXTS.undoneHeading}</AlertTitle>
          {TEXTS.undone}
        </Alert>
      </StepFrame>
    );
  }

  return (
    <StepFrame
      actions={
        <>
          {helperImport.undoable && (
            <StepButton
              pending={undo.isPending}
              disabled={busy}
              color="secondary"
              onClick={() => undo.mutate(helperImport.id)}
            >
              {undo.isPending ? TEXTS.undoing : TEXTS.undo}
            </StepButton>
          )}
          {canPublish && !publish.isSuccess && (
            <StepButton
              pending={publish.isPending}
              disabled={busy}
              onClick={() => publish.mutate(helperImport.id)}
            >
              {publish.isPending ? TEXTS.publishing : TEXTS.publish}
            </StepButton>
          )}
          <Button variant="contained" onClick={onClose} disabled={busy}>
            {TEXTS.close}
          </Button>
        </>
      }
    >
      <Alert severity="success">
        <AlertTitle>{TEXTS.resultHeading}</AlertTitle>
        {result && TEXTS.result(result.created, result.updated, result.skipped)}
      </Alert>
      {canPublish && !publish.isSuccess && <Alert severity="info">{TEXTS.unpublishedNote}</Alert>}
      {publish.isSuccess && (
        <Alert severity={publish.data.keptBack.length > 0 ? "warning" : "success"}>
          {TEXTS.published(publish.data.published)}
          {publish.data.keptBack.length > 0 && (
            <>
              {" "}
              {TEXTS.keptBack(publish.data.keptBack.length)}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {publish.data.keptBack.map((helper) => (
                  <li key={helper.helperId}>{TEXTS.keptBackHelper(helper.name, helper.reasons)}</li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
      {publish.isError && (
        <Alert severity="error">{serverMessage(publish.error) ?? TEXTS.publishFailed}</Alert>
      )}
      {undo.isError && (
        <Alert severity="error">{serverMessage(undo.error) ?? TEXTS.undoFailed}</Alert>
      )}
    </StepFrame>
  );
}
