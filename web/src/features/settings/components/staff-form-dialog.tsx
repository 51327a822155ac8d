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
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, type Resolver, useForm } from "react-hook-form";
import {
  FormDialogFrame,
  type FormDialogProps,
  useFormDialogSave,
} from "@/shared/forms/form-dialog.tsx";
import { FormTextField } from "@/shared/forms/form-text-field.tsx";
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

type StaffFormDialogProps = FormDialogProps & {
  /** null: a new staff member. */
  member: StaffMember | null;
};

/** Add a staff member, or change one's details and role; the server has the last word. */
export function StaffFormDialog({ member, ...dialog }: StaffFormDialogProps) {
  const save = useSaveStaffMember();
  const adding = member === null;
  const fields = FIELDS.filter((field) => adding || !field.onAdd);
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    // The schemas turn the typed text into what is sent (an upper-cased EA number, the phone's digits).
    resolver: zodResolver(adding ? addSchema : editSchema) as unknown as Resolver<FormValues>,
    defaultValues: valuesOf(null),
  });
  const { formError, saveWith, openedWith } = useFormDialogSave({
    ...dialog,
    setError,
    fields: [...fields.map(({ name }) => name), "role"],
    failed: TEXTS.failed,
  });

  const submit = handleSubmit((values) =>
    saveWith(async () => {
      if (!member) return TEXTS.added((await save.mutateAsync({ values })).name);
      const { name, email, role, eaRegistrationNumber, phone } = values;
      const changes = { name, email, role, eaRegistrationNumber, phone };
      return TEXTS.saved((await save.mutateAsync({ id: member.id, values: changes })).name);
    }),
  );

  return (
    <FormDialogFrame
      open={dialog.open}
      onClose={dialog.onClose}
      // Filled afresh each time it opens, for the member it opens for.
      onEnter={openedWith(() => reset(valuesOf(member)))}
      title={adding ? TEXTS.addTitle : TEXTS.editTitle}
      onSubmit={submit}
      saving={save.isPending}
      texts={TEXTS}
      formError={formError}
      intro={
        member && (
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
            {member.email}
          </Typography>
        )
      }
    >
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
                helperText={props.helperText ?? STAFF_ROLE_DESCRIPTIONS[controller.field.value]}
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
          <FormTextField
            name={name}
            control={control}
            hint={helper}
            label={STAFF_TEXTS[name]}
            type={type}
            autoComplete={autoComplete}
            required={name !== "eaRegistrationNumber"}
            fullWidth
          />
        </Grid>
      ))}
    </FormDialogFrame>
  );
}
