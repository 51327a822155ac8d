import type { HelperImport, HelperImportChoices } from "@maids/contract/helper-imports.ts";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { UseQueryResult } from "@tanstack/react-query";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { WorkDialog } from "@/shared/components/work-dialog.tsx";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";
import { RefusedStep, ResultStep, StepFrame } from "./import-outcome.tsx";
import { PreviewStep } from "./preview-step.tsx";
import { ProgressLine, percentOf } from "./progress-line.tsx";
import { UploadStep } from "./upload-step.tsx";

type HelperImportDialogProps = {
  open: boolean;
  /** The import on show, once uploaded; null for step 1. */
  importId: number | null;
  current: UseQueryResult<HelperImport>;
  /** An upload is under way: closing would lose it. */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onUploaded: (helperImport: HelperImport) => void;
  commit: {
    pending: boolean;
    error: string | null;
    /** What the admin chose last time for this import, if anything. */
    lastChoices: HelperImportChoices | null;
    start: (choices: HelperImportChoices) => void;
  };
  onChooseAnother: () => void;
  onClose: () => void;
};

/** The heading and bar label of each step the server works through. */
const PROGRESS_TEXTS = {
  validating: { heading: TEXTS.checking, label: TEXTS.checkingProgress },
  committing: { heading: TEXTS.committing, label: TEXTS.committingProgress },
  undoing: { heading: TEXTS.undoingHeading, label: TEXTS.undoingProgress },
} as const;

function StepBody({
  importId,
  current,
  onBusyChange,
  onUploaded,
  commit,
  onChooseAnother,
  onClose,
}: Omit<HelperImportDialogProps, "open" | "busy">) {
  if (importId === null) {
    return <UploadStep onUploaded={onUploaded} onClose={onClose} onBusyChange={onBusyChange} />;
  }
  const closeButton = (
    <Button color="secondary" onClick={onClose}>
      {TEXTS.close}
    </Button>
  );
  const helperImport = current.data;
  if (!helperImport) {
    return (
      <StepFrame actions={closeButton}>
        {current.isError ? (
          <RetryAlert message={TEXTS.loadFailed} onRetry={() => void current.refetch()} />
        ) : (
          <CircularProgress aria-label={TEXTS.checking} />
        )}
      </StepFrame>
    );
  }
  const { progress } = helperImport;
  switch (helperImport.status) {
    case "validating":
    case "committing":
    case "undoing": {
      const { heading, label } = PROGRESS_TEXTS[helperImport.status];
      return (
        <StepFrame actions={closeButton}>
          <ProgressLine
            heading={heading}
            label={label}
            percent={percentOf(progress)}
            detail={TEXTS.checkedOf(progress.done, progress.total)}
          />
        </StepFrame>
      );
    }
    case "refused":
      return (
        <RefusedStep
          helperImport={helperImport}
          onChooseAnother={onChooseAnother}
          onClose={onClose}
        />
      );
    case "committed":
    case "undone":
      return <ResultStep key={helperImport.id} helperImport={helperImport} onClose={onClose} />;
    case "ready":
    case "failed": {
      const { preview } = helperImport;
      if (!preview) {
        return (
          <RefusedStep
            helperImport={helperImport}
            onChooseAnother={onChooseAnother}
            onClose={onClose}
          />
        );
      }
      return (
        <PreviewStep
          key={helperImport.id}
          helperImport={{ ...helperImport, preview }}
          initialChoices={helperImport.choices ?? commit.lastChoices}
          committing={commit.pending}
          commitError={commit.error}
          onCommit={commit.start}
          onChooseAnother={onChooseAnother}
          onClose={onClose}
        />
      );
    }
  }
}

/** The bulk import of helpers, step by step; full screen on phones. */
export function HelperImportDialog({ open, busy, ...step }: HelperImportDialogProps) {
  return (
    <WorkDialog open={open} title={TEXTS.title} busy={busy} onClose={step.onClose}>
      <StepBody {...step} />
    </WorkDialog>
  );
}
