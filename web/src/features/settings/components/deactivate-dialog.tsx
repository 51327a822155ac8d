import type { StaffMember } from "@maids/contract/staff.ts";
import { mayOwnCases } from "@maids/contract/staff-roles.ts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useChangeStaffStatus } from "../api/change-staff-status.ts";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.deactivation;

type DeactivateDialogProps = {
  /** The leaver; null when closed. */
  member: StaffMember | null;
  staff: readonly StaffMember[];
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Deactivates a leaver, asking who takes over their open cases when they have any. */
export function DeactivateDialog({ member, staff, onClose, onDone }: DeactivateDialogProps) {
  const change = useChangeStaffStatus();
  const [successorId, setSuccessorId] = useState("");
  const successors = staff.filter((other) => other.id !== member?.id && mayOwnCases(other));
  const needsSuccessor = (member?.openCases ?? 0) > 0;

  const confirm = async () => {
    if (!member) return;
    try {
      await change.mutateAsync({
        id: member.id,
        action: "deactivate",
        ...(successorId ? { reassignTo: Number(successorId) } : {}),
      });
      onDone(TEXTS.done(member.name));
      onClose();
    } catch {
      // Shown below from change.error.
    }
  };

  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onEnter: () => {
            change.reset();
            setSuccessorId("");
          },
        },
      }}
    >
      <DialogTitle>{member ? TEXTS.title(member.name) : ""}</DialogTitle>
      <DialogContent dividers sx={{ display: "grid", gap: 2 }}>
        <Typography>{TEXTS.body}</Typography>
        {needsSuccessor && member && <Typography>{TEXTS.passCases(member.openCases)}</Typography>}
        {successors.length === 0 ? (
          needsSuccessor && <Alert severity="warning">{TEXTS.noSuccessor}</Alert>
        ) : (
          // Offered even when the list shows no open case: one may have reached them meanwhile.
          <TextField
            select
            label={TEXTS.successor}
            value={successorId}
            onChange={(event) => setSuccessorId(event.target.value)}
            required={needsSuccessor}
            helperText={needsSuccessor ? undefined : TEXTS.successorHint}
            fullWidth
          >
            {successors.map((other) => (
              <MenuItem key={other.id} value={String(other.id)}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {change.error && <Alert severity="error">{change.error.message || TEXTS.failed}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={change.isPending || (needsSuccessor && successorId === "")}
        >
          {change.isPending ? TEXTS.working : TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
