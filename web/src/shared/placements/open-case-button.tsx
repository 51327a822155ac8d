import AssignmentAddIcon from "@mui/icons-material/PostAddRounded";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { placementHref } from "../paths.ts";
import { useStaffCan } from "../session/use-staff-can.ts";
import { useCreatePlacement } from "./create-placement.ts";
import { type CustomerOption, useCustomerOptions } from "./customer-options.ts";
import { OPEN_CASE_TEXTS as TEXTS } from "./texts.ts";

type OpenCaseProps = {
  /** Both known (a customer's details, an interview request): the case opens at once. */
  customerId?: number;
  maidId?: number;
  /** Without a customer, a dialog asks for one; the helper's name is in its title. */
  helperName?: string;
  /** An icon for a crowded table row; a labelled button elsewhere. */
  compact?: boolean;
  size?: "small" | "medium";
};

function useOpenCase() {
  const navigate = useNavigate();
  const create = useCreatePlacement();
  const open = (customerId: number, maidId: number | undefined) =>
    create.mutate(
      { customerId, ...(maidId === undefined ? {} : { maidId }) },
      { onSuccess: (created) => void navigate(placementHref(created.id)) },
    );
  return { open, isPending: create.isPending, error: create.error };
}

function CustomerPickerDialog({
  maidId,
  helperName,
  onClose,
}: {
  maidId: number | undefined;
  helperName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [typed, setTyped] = useState("");
  const options = useCustomerOptions(typed);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [tried, setTried] = useState(false);
  const { open, isPending, error } = useOpenCase();

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // React passes events up through portals: a click here must not reach a clickable row.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{TEXTS.dialogTitle(helperName)}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.dialogIntro}</Typography>
        {options.isError && <Alert severity="error">{TEXTS.customersFailed}</Alert>}
        <Autocomplete
          options={options.data ?? []}
          loading={options.isPending}
          loadingText={TEXTS.customersLoading}
          noOptionsText={TEXTS.noCustomers}
          value={customer}
          onChange={(_event, value) => setCustomer(value)}
          onInputChange={(_event, value, reason) => reason === "input" && setTyped(value)}
          // The server has found them by name, email or phone, accents ignored.
          filterOptions={(found) => found}
          getOptionLabel={(option) => `${option.name} (${option.email})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={TEXTS.customerLabel}
              error={tried && customer === null}
              helperText={tried && customer === null ? TEXTS.chooseCustomer : undefined}
            />
          )}
        />
        {error && <Alert severity="error">{error.message || TEXTS.failed}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          disabled={isPending}
          onClick={() => {
            setTried(true);
            if (customer) open(customer.id, maidId);
          }}
        >
          {isPending ? TEXTS.opening : TEXTS.openCase}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Open placement case": creates the case (POST /api/admin/placements) and goes to its page.
 * Without a customer it first asks which family the helper would go to.
 */
export function OpenCaseButton({
  customerId,
  maidId,
  helperName = "",
  compact = false,
  size = "small",
}: OpenCaseProps) {
  const [picking, setPicking] = useState(false);
  const { open, isPending, error } = useOpenCase();
  const can = useStaffCan();
  const label = helperName ? TEXTS.openCaseFor(helperName) : TEXTS.openCase;
  if (!can("cases.edit")) return null;

  function handleClick(event: React.MouseEvent) {
    event.stopPropagation();
    if (customerId === undefined) setPicking(true);
    else open(customerId, maidId);
  }

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={handleClick} disabled={isPending}>
            <AssignmentAddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size={size}
          startIcon={<AssignmentAddIcon />}
          onClick={handleClick}
          disabled={isPending}
          aria-label={helperName ? label : undefined}
        >
          {isPending ? TEXTS.opening : TEXTS.openCase}
        </Button>
      )}
      {error && customerId !== undefined && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error.message || TEXTS.failed}
        </Alert>
      )}
      {picking && (
        <CustomerPickerDialog
          maidId={maidId}
          helperName={helperName}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
