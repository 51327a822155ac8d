import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { auditTrailHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useAdminHelper } from "../api/get-admin-helper.ts";
import { type UpdateHelperMutation, useUpdateHelper } from "../api/update-helper.ts";
import { FORM_TEXTS } from "../texts.ts";
import { BiodataPdfButton } from "./biodata-pdf-button.tsx";
import { EditHelperForm } from "./edit-helper-form.tsx";
import { DialogSpinner, HelperDialogFrame, HelperDialogState } from "./helper-form-dialog.tsx";

type EditHelperDialogProps = {
  /** The helper being edited; null when the dialog is closed. */
  maidId: number | null;
  onClose: () => void;
  onSaved: () => void;
};

type ContentProps = Omit<EditHelperDialogProps, "maidId"> & {
  id: number;
  update: UpdateHelperMutation;
};

/** Loads the helper afresh on every opening, with a spinner meanwhile. */
function EditHelperContent({ id, ...rest }: ContentProps) {
  const maid = useAdminHelper(id);
  if (maid.data)
    return <EditHelperForm maid={maid.data} onStale={() => void maid.refetch()} {...rest} />;
  return (
    <HelperDialogState>
      {maid.isError ? (
        <Alert severity="error">{FORM_TEXTS.loadHelperFailed}</Alert>
      ) : (
        <DialogSpinner label={FORM_TEXTS.loadingHelper} />
      )}
    </HelperDialogState>
  );
}

/** 'Edit Maid' with the maid ID and the biodata PDF; it keeps showing the helper while it closes. */
export function EditHelperDialog({ maidId, onClose, onSaved }: EditHelperDialogProps) {
  const update = useUpdateHelper();
  const can = useStaffCan();
  const [shownId, setShownId] = useState(maidId);
  if (maidId !== null && maidId !== shownId) setShownId(maidId);

  return (
    <HelperDialogFrame
      open={maidId !== null}
      title={FORM_TEXTS.editTitle}
      subtitle={shownId === null ? undefined : FORM_TEXTS.maidId(shownId)}
      headerAction={
        shownId === null ? undefined : (
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
            <BiodataPdfButton key={shownId} maidId={shownId} />
            {can("audit.view") && (
              <Link component={RouterLink} to={auditTrailHref("maid", shownId)} variant="body2">
                {FORM_TEXTS.auditTrail}
              </Link>
            )}
          </Box>
        )
      }
      busy={update.isPending}
      onClose={onClose}
    >
      {shownId !== null && (
        <EditHelperContent
          key={shownId}
          id={shownId}
          update={update}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </HelperDialogFrame>
  );
}
