import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Supplier,
  type SupplierInput,
  supplierFieldsSchema,
} from "@maids/contract/suppliers.ts";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import Switch from "@mui/material/Switch";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import {
  FormDialogFrame,
  type FormDialogProps,
  useFormDialogSave,
} from "@/shared/forms/form-dialog.tsx";
import { FormTextField } from "@/shared/forms/form-text-field.tsx";
import { useSaveSupplier } from "../api/save-supplier.ts";
import { SUPPLIER_TEXTS } from "../texts.ts";

const TEXTS = SUPPLIER_TEXTS.form;

type FormValues = Omit<SupplierInput, "status"> & { active: boolean };
type TextFieldName = Exclude<keyof FormValues, "active">;

const TEXT_FIELDS: { name: TextFieldName; wide?: boolean; multiline?: boolean; type?: string }[] = [
  { name: "companyName", wide: true },
  { name: "country" },
  { name: "licenceNumber" },
  { name: "contactPerson" },
  { name: "phone", type: "tel" },
  { name: "email", wide: true, type: "email" },
  { name: "address", wide: true, multiline: true },
  { name: "notes", wide: true, multiline: true },
];
const FIELD_NAMES = TEXT_FIELDS.map(({ name }) => name) as FieldPath<FormValues>[];

/** The contract's rules for each text field; the status is a switch here. */
const formSchema = supplierFieldsSchema.omit({ status: true }).extend({ active: z.boolean() });

function valuesOf(supplier: Supplier | null): FormValues {
  return {
    companyName: supplier?.companyName ?? "",
    country: supplier?.country ?? "",
    contactPerson: supplier?.contactPerson ?? "",
    phone: supplier?.phone ?? "",
    email: supplier?.email ?? "",
    licenceNumber: supplier?.licenceNumber ?? "",
    address: supplier?.address ?? "",
    notes: supplier?.notes ?? "",
    active: supplier ? supplier.status === "active" : true,
  };
}

type SupplierFormDialogProps = FormDialogProps & {
  /** null: a new supplier. */
  supplier: Supplier | null;
};

/** Add or edit a supplier; the contract's rules check each field, the server has the last word. */
export function SupplierFormDialog({ supplier, ...dialog }: SupplierFormDialogProps) {
  const save = useSaveSupplier();
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    // The contract also takes null for a blank field (from API clients); the form holds strings.
    resolver: zodResolver(formSchema) as Resolver<FormValues>,
    defaultValues: valuesOf(null),
  });
  const { formError, saveWith, openedWith } = useFormDialogSave({
    ...dialog,
    setError,
    fields: FIELD_NAMES,
    failed: TEXTS.failed,
  });

  const submit = handleSubmit(({ active, ...fields }) =>
    saveWith(async () => {
      const saved = await save.mutateAsync({
        id: supplier?.id,
        values: { ...fields, status: active ? "active" : "inactive" },
      });
      return supplier ? TEXTS.saved(saved.companyName) : TEXTS.added(saved.companyName);
    }),
  );

  return (
    <FormDialogFrame
      open={dialog.open}
      onClose={dialog.onClose}
      // Filled afresh each time it opens, for the supplier it opens for.
      onEnter={openedWith(() => reset(valuesOf(supplier)))}
      title={supplier ? TEXTS.editTitle : TEXTS.addTitle}
      onSubmit={submit}
      saving={save.isPending}
      texts={TEXTS}
      formError={formError}
    >
      {TEXT_FIELDS.map(({ name, wide, multiline, type }) => (
        <Grid key={name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
          <FormTextField
            name={name}
            control={control}
            label={TEXTS[name]}
            type={type ?? "text"}
            required={name === "companyName"}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            fullWidth
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Controller
          name="active"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={TEXTS.active}
            />
          )}
        />
      </Grid>
    </FormDialogFrame>
  );
}
