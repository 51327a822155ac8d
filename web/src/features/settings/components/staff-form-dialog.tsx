import { zodResolver } from "@hookform/resolvers/zod";
import {
  createStaffBodySchema,
  formatStaffPhone,
  STAFF_TEXTS,
  type StaffMember,
  updateStaffBodySchema,
} from "@maids/contract/staff.ts";
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from "@maids/contract/staff-roles.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { applyServerErrors } from "@/shared/forms/apply-server-errors.ts";
import { SaveOrCancelActions } from "@/shared/forms/save-or-cancel-actions.tsx";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
import { useSaveStaffMember } from "../api/save-staff-member.ts";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.form;

/** What the fields hold: text as typed; the contract's rules turn it into what is sent. */
type FormValues = {
  name: string;
  email: string;
  password: string;
  role: StaffRole;
  eaRegistrationNumber: string;
  phone: string;
};
type FieldName = Exclude<keyof FormValues, "role">;

const FIELDS: {
  name: FieldName;
  type: string;
  autoComplete: string;
  helper?: string;
  onAdd?: true;
}[] = [
  { name: "name", type: "text", autoComplete: "off" },
  { name: "email", type: "email", autoComplete: "off" },
  {
    name: "password",
    type: "password",
    autoComplete: "new-password",
    helper: TEXTS.passwordHint,
    onAdd: true,
  },
  {
    name: "eaRegistrationNumber",
    type: "text",
    autoComplete: "off",
    helper: STAFF_TEXTS.eaRegistrationNumberHint,
  },
  { name: "phone", type: "tel", autoComplete: "off", helper: STAFF_TEXTS.phoneHint },
];

/** Adding checks every field; editing all but the password (the server checks the EA number's need). */
const addSchema = createStaffBodySchema;
const editSchema = updateStaffBodySchema;

function valuesOf(member: StaffMember | null): FormValues {
  return {
    name: member?.name ?? "",
    email: member?.email ?? "",
    password: "",
    role: member?.role ?? "ea_personnel",
    eaRegistrationNumber: member?.eaRegistrationNumber ?? "",
    phone: member ? formatStaffPhone(member.phone) : "",
  };
}

type StaffFormDialogProps = {
  /** null: a new staff member. */
  member: StaffMember | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Add a staff member, or change one's details and role; the server has the last word. */
export function StaffFormDialog({ member, open, onClose, onSaved }: StaffFormDialogProps) {
  const save = useSaveStaffMember();
  const [formError, setFormError] = useState<string | null>(null);
  const adding = member === null;
  const fields = FIELDS.filter((field) => adding || !field.onAdd);
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    // The schemas turn the typed text into what is sent (an upper-cased EA number, the phone's digits).
    resolver: zodResolver(adding ? addSchema : editSchema) as unknown as Resolver<FormValues>,
    defaultValues: valuesOf(null),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = member
        ? await save.mutateAsync({
            id: member.id,
            values: {
              name: values.name,
              email: values.email,
              role: values.role,
              eaRegistrationNumber: values.eaRegistrationNumber,
              phone: values.phone,
            },
          })
        : await save.mutateAsync({ values });
      onSaved(member ? TEXTS.saved(saved.name) : TEXTS.added(saved.name));
      onClose();
    } catch (error) {
      const names = [...fields.map(({ name }) => name), "role"] as FieldPath<FormValues>[];
      setFormError(applyServerErrors(error, names, setError, TEXTS.failed));
    }
  });

  const title = adding ? TEXTS.addTitle : TEXTS.editTitle;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      // Filled afresh each time it opens, for the member it opens for.
      slotProps={{
        transition: {
          onEnter: () => {
            setFormError(null);
            reset(valuesOf(member));
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={title}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0, flex: "1 1 auto" }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          {member && (
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
              {member.email}
            </Typography>
          )}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <Controller
                name="role"
                control={control}
                render={(controller) => {
                  const props = textFieldProps(controller);
                  return (
                    <TextField
                      {...props}
                      select
                      label={STAFF_TEXTS.role}
                      helperText={
                        props.helperText ?? STAFF_ROLE_DESCRIPTIONS[controller.field.value]
                      }
                      required
                      fullWidth
                    >
                      {STAFF_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              />
            </Grid>
            {fields.map(({ name, type, autoComplete, helper }) => (
              <Grid key={name} size={{ xs: 12, sm: name === "name" || name === "email" ? 12 : 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={(controller) => {
                    const props = textFieldProps(controller);
                    return (
                      <TextField
                        {...props}
                        helperText={props.helperText ?? helper}
                        label={STAFF_TEXTS[name]}
                        type={type}
                        autoComplete={autoComplete}
                        required={name !== "eaRegistrationNumber"}
                        fullWidth
                      />
                    );
                  }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <SaveOrCancelActions onCancel={onClose} saving={save.isPending} texts={TEXTS} />
      </Box>
    </Dialog>
  );
}
