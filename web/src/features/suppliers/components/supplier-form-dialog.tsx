import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Supplier,
  type SupplierInput,
  supplierFieldsSchema,
} from "@maids/contract/suppliers.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import { applyServerErrors } from "@/shared/forms/apply-server-errors.ts";
import { SaveOrCancelActions } from "@/shared/forms/save-or-cancel-actions.tsx";
import { textFieldProps } from "@/shared/forms/text-field-props.ts";
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

type SupplierFormDialogProps = {
  /** null: a new supplier. */
  supplier: Supplier | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Add or edit a supplier; the contract's rules check each field, the server has the last word. */
export function SupplierFormDialog({ supplier, open, onClose, onSaved }: SupplierFormDialogProps) {
  const save = useSaveSupplier();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    // The contract also takes null for a blank field (from API clients); the form holds strings.
    resolver: zodResolver(formSchema) as Resolver<FormValues>,
    defaultValues: valuesOf(null),
  });

  const submit = handleSubmit(async ({ active, ...fields }) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({
        id: supplier?.id,
        values: { ...fields, status: active ? "active" : "inactive" },
      });
      onSaved(supplier ? TEXTS.saved(saved.companyName) : TEXTS.added(saved.companyName));
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELD_NAMES, setError, TEXTS.failed));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // The fields scroll between a fixed title and fixed buttons, as in the helper form.
      scroll="paper"
      // Filled afresh each time it opens, for the supplier it opens for.
      slotProps={{ transition: { onEnter: () => reset(valuesOf(supplier)) } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={supplier ? TEXTS.editTitle : TEXTS.addTitle}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0, flex: "1 1 auto" }}
      >
        <DialogTitle>{supplier ? TEXTS.editTitle : TEXTS.addTitle}</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2}>
            {TEXT_FIELDS.map(({ name, wide, multiline, type }) => (
              <Grid key={name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={(controller) => (
                    <TextField
                      {...textFieldProps(controller)}
                      label={TEXTS[name]}
                      type={type ?? "text"}
                      required={name === "companyName"}
                      multiline={multiline}
                      minRows={multiline ? 2 : undefined}
                      fullWidth
                    />
                  )}
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
          </Grid>
        </DialogContent>
        <SaveOrCancelActions onCancel={onClose} saving={save.isPending} texts={TEXTS} />
      </Box>
    </Dialog>
  );
}
