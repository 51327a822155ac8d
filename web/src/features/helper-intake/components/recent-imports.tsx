import type { HelperImport, HelperImportStatus } from "@maids/contract/helper-imports.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip, { type ChipProps } from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { ListRow } from "@/shared/components/list-row.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { serverMessage } from "@/shared/forms/apply-server-errors.ts";
import { useHelperImport } from "../api/get-helper-import.ts";
import { useRecentImports } from "../api/get-recent-imports.ts";
import { useRefreshWhenSettled } from "../api/import-cache.ts";
import { usePublishHelperImport } from "../api/publish-helper-import.ts";
import { useUndoHelperImport } from "../api/undo-helper-import.ts";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";

const STATUS_COLOURS: Record<HelperImportStatus, ChipProps["color"]> = {
  validating: "info",
  refused: "error",
  ready: "default",
  committing: "info",
  failed: "error",
  committed: "success",
  undoing: "info",
  undone: "default",
};

function ImportLine({
  helperImport,
  undoing,
  onUndo,
  publishing,
  onPublish,
}: {
  helperImport: HelperImport;
  undoing: boolean;
  onUndo: () => void;
  publishing: boolean;
  onPublish: () => void;
}) {
  const { fileName, photosFileName, status, result } = helperImport;
  return (
    <ListRow sx={{ gap: 1 }}>
      <Box sx={{ flex: "1 1 14rem", minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {TEXTS.fileNames(fileName, photosFileName)}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.recentBy(formatDateTime(helperImport.createdAt), helperImport.createdBy)}
        </Typography>
        {result && (
          <Typography variant="body2">
            {TEXTS.result(result.created, result.updated, result.skipped)}
          </Typography>
        )}
        {helperImport.unpublished > 0 && (
          <Typography variant="body2" sx={{ color: "warning.dark", fontWeight: 600 }}>
            {TEXTS.waiting(helperImport.unpublished)}
          </Typography>
        )}
      </Box>
      <Chip size="small" color={STATUS_COLOURS[status]} label={TEXTS.status[status]} />
      {helperImport.unpublished > 0 && (
        <Button
          size="small"
          variant="contained"
          aria-label={TEXTS.publishOf(fileName)}
          disabled={publishing}
          onClick={onPublish}
        >
          {publishing ? TEXTS.publishing : TEXTS.publishShort}
        </Button>
      )}
      {helperImport.undoable && (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          aria-label={TEXTS.undoOf(fileName)}
          disabled={undoing}
          startIcon={
            undoing ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined
          }
          onClick={onUndo}
        >
          {undoing ? TEXTS.undoing : TEXTS.undoShort}
        </Button>
      )}
    </ListRow>
  );
}

/** The 20 latest imports: file, when and by whom, status and result; undo where it may. */
export function RecentImports() {
  const headingId = useId();
  const imports = useRecentImports();
  const undo = useUndoHelperImport();
  const publish = usePublishHelperImport();
  // The undo goes on in the background: followed until done, then every view of helpers reloads.
  const followed = useHelperImport(undo.data?.id ?? null);
  useRefreshWhenSettled(followed.data);
  const undoneImport = followed.data ?? undo.data;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 1 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
        {TEXTS.recentHeading}
      </Typography>
      {publish.isError && <Alert severity="error">{TEXTS.publishFailed}</Alert>}
      {publish.isSuccess && (
        <Alert severity={publish.data.keptBack.length > 0 ? "warning" : "success"}>
          {TEXTS.published(publish.data.published)}
          {publish.data.keptBack.length > 0 && ` ${TEXTS.keptBack(publish.data.keptBack.length)} `}
          {publish.data.keptBack.map((helper) => helper.name).join(", ")}
        </Alert>
      )}
      {undo.isError && (
        <Alert severity="error">{serverMessage(undo.error) ?? TEXTS.undoFailed}</Alert>
      )}
      {undoneImport?.status === "undoing" && (
        <Alert severity="info">{TEXTS.undoStartedNotice(undoneImport.fileName)}</Alert>
      )}
      {undoneImport?.status === "undone" && (
        <Alert severity="success">{TEXTS.undoneNotice(undoneImport.fileName)}</Alert>
      )}
      {imports.isPending && <CircularProgress size={24} aria-label={TEXTS.recentHeading} />}
      {imports.isError && (
        <RetryAlert message={TEXTS.recentFailed} onRetry={() => void imports.refetch()} />
      )}
      {imports.data?.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.recentEmpty}
        </Typography>
      )}
      {imports.data && imports.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {imports.data.map((helperImport) => (
            <ImportLine
              key={helperImport.id}
              helperImport={helperImport}
              undoing={undo.isPending && undo.variables === helperImport.id}
              onUndo={() => undo.mutate(helperImport.id)}
              publishing={publish.isPending && publish.variables === helperImport.id}
              onPublish={() => publish.mutate(helperImport.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
