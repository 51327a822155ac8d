import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { auditTrailHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useAdminMaid } from "../api/get-admin-maid.ts";
import { type UpdateMaidMutation, useUpdateMaid } from "../api/update-maid.ts";
import { FORM_TEXTS } from "../texts.ts";
import { BiodataPdfButton } from "./biodata-pdf-button.tsx";
import { EditMaidForm } from "./edit-maid-form.tsx";
import { DialogSpinner, MaidDialogFrame, MaidDialogState } from "./maid-form-dialog.tsx";

type EditMaidDialogProps = {
  /** The helper being edited; null when the dialog is closed. */
  maidId: number | null;
  onClose: () => void;
  onSaved: () => void;
};

type ContentProps = Omit<EditMaidDialogProps, "maidId"> & {
  id: number;
  update: UpdateMaidMutation;
};

/** Loads the helper afresh on every opening, with a spinner meanwhile. */
function EditMaidContent({ id, ...rest }: ContentProps) {
  const maid = useAdminMaid(id);
  if (maid.data)
    return <EditMaidForm maid={maid.data} onStale={() => void maid.refetch()} {...rest} />;
  return (
    <MaidDialogState>
      {maid.isError ? (
        <Alert severity="error">{FORM_TEXTS.loadMaidFailed}</Alert>
      ) : (
        <DialogSpinner label={FORM_TEXTS.loadingMaid} />
      )}
    </MaidDialogState>
  );
}

/** 'Edit Maid' with the maid ID and the biodata PDF; it keeps showing the helper while it closes. */
export function EditMaidDialog({ maidId, onClose, onSaved }: EditMaidDialogProps) {
  const update = useUpdateMaid();
  const can = useStaffCan();
  const [shownId, setShownId] = useState(maidId);
  if (maidId !== null && maidId !== shownId) setShownId(maidId);

  return (
    <MaidDialogFrame
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
        <EditMaidContent
          key={shownId}
          id={shownId}
          update={update}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </MaidDialogFrame>
  );
}
