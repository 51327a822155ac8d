import type { HelperImportChoices } from "@maids/contract/helper-imports.ts";
import UploadFileRounded from "@mui/icons-material/UploadFileRounded";
import Button, { type ButtonProps } from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/shared/forms/apply-server-errors.ts";
import { useCommitHelperImport } from "../api/commit-helper-import.ts";
import { useHelperImport } from "../api/get-helper-import.ts";
import { isUnderWay, storeImport, useRefreshWhenSettled } from "../api/import-cache.ts";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";
import { HelperImportDialog } from "./helper-import-dialog.tsx";

/**
 * "Import" on the helpers screen, and its dialog. The import on show is kept here, so that
 * one under way goes on being followed (and the list refreshed) while the dialog is closed.
 */
export function HelperImportButton(button: Omit<ButtonProps, "onClick">) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [importId, setImportId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  /** The choices of the last commit, offered again if it failed. */
  const [lastChoices, setLastChoices] = useState<HelperImportChoices | null>(null);
  const current = useHelperImport(importId);
  const commit = useCommitHelperImport();
  useRefreshWhenSettled(current.data);

  function startOver() {
    setImportId(null);
    setLastChoices(null);
    commit.reset();
  }

  function close() {
    setOpen(false);
    // An import the server is still working on is shown again when the dialog reopens.
    if (!isUnderWay(current.data?.status)) startOver();
  }

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<UploadFileRounded />}
        {...button}
        onClick={() => setOpen(true)}
      >
        {TEXTS.openImport}
      </Button>
      <HelperImportDialog
        open={open}
        importId={importId}
        current={current}
        busy={uploading}
        onBusyChange={setUploading}
        onUploaded={(helperImport) => {
          storeImport(queryClient, helperImport);
          setImportId(helperImport.id);
        }}
        commit={{
          pending: commit.isPending,
          lastChoices,
          error: commit.isError ? (serverMessage(commit.error) ?? TEXTS.commitFailed) : null,
          start: (choices: HelperImportChoices) => {
            if (importId === null) return;
            setLastChoices(choices);
            commit.mutate({ id: importId, choices });
          },
        }}
        onChooseAnother={startOver}
        onClose={close}
      />
    </>
  );
}
