import {
  type EmployerFile,
  type ParticularsSection,
  SECTION_TITLES,
} from "@maids/contract/employer-file.ts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import type { FileBase } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";
import {
  type FieldSpec,
  type FormValues,
  SECTION_FIELDS,
  toFormValues,
  toSectionData,
} from "../utils/section-fields.ts";
import { SectionFrame } from "./section-frame.tsx";
import { useSectionDraft } from "./use-section-draft.ts";

type FormSection = Exclude<ParticularsSection, "household">;

const CONVERTERS = Object.fromEntries(
  Object.entries(SECTION_FIELDS).map(([section, fields]) => [
    section,
    {
      toValues: (data: Record<string, unknown> | undefined) => toFormValues(fields, data),
      toData: (values: FormValues) => toSectionData(fields, values),
    },
  ]),
) as Record<
  FormSection,
  {
    toValues: (data?: Record<string, unknown>) => FormValues;
    toData: (values: FormValues) => object;
  }
>;

/** The server's messages by field, from `data.fullName` to `fullName`. */
export const sectionErrorsOf = (error: unknown) => fieldErrorsOf(error, "data.");

function Field({
  field,
  value,
  error,
  masked,
  disabled,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  masked: string;
  disabled: boolean;
  /** `commit`: a choice made at once (a select, a radio, a box), saved without waiting for blur. */
  onChange: (value: string, commit: boolean) => void;
}) {
  const labelId = useId();
  const wide = field.wide ? { gridColumn: "1 / -1" } : undefined;
  if (field.kind === "yes-no") {
    return (
      <FormControl error={error !== undefined} disabled={disabled} sx={wide}>
        <FormLabel id={labelId}>{field.label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.target.value, true)}
        >
          <FormControlLabel value="yes" control={<Radio />} label={TEXTS.yes} />
          <FormControlLabel value="no" control={<Radio />} label={TEXTS.no} />
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  if (field.kind === "confirm") {
    return (
      <FormControl error={error !== undefined} disabled={disabled} sx={wide}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value === "yes"}
              onChange={(event) => onChange(event.target.checked ? "yes" : "", true)}
            />
          }
          label={field.label}
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  const idHint = masked ? TEXTS.idOnFile(masked) : (field.hint ?? TEXTS.idHint);
  return (
    <TextField
      label={field.label}
      value={value}
      disabled={disabled}
      type={field.kind === "date" ? "date" : field.kind === "tel" ? "tel" : "text"}
      select={field.kind === "select"}
      error={error !== undefined}
      helperText={error ?? (field.kind === "id-number" ? idHint : undefined)}
      autoComplete={field.kind === "id-number" ? "off" : (field.autoComplete ?? "off")}
      onChange={(event) => onChange(event.target.value, field.kind === "select")}
      sx={wide}
      slotProps={{
        inputLabel: field.kind === "date" || field.kind === "select" ? { shrink: true } : undefined,
        select: { native: true },
        htmlInput: {
          ...(field.kind === "money" ? { inputMode: "numeric" } : {}),
          ...(field.kind === "id-number"
            ? { autoCapitalize: "characters", spellCheck: false }
            : {}),
        },
      }}
    >
      {field.kind === "select" && (
        <>
          <option value="">{TEXTS.choose}</option>
          {Object.entries(field.options ?? {}).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </>
      )}
    </TextField>
  );
}

/**
 * One section of the particulars: its fields in two columns (one on a phone), saved when the
 * focus leaves the section or a choice is made, and with its Save button.
 */
export function SectionForm({
  base,
  section,
  state,
  editable,
  intro,
  action,
}: {
  base: FileBase;
  section: FormSection;
  state: EmployerFile["sections"][FormSection];
  editable: boolean;
  intro?: string;
  action?: React.ReactNode;
}) {
  const fields = SECTION_FIELDS[section];
  const { values, setValues, flush, save } = useSectionDraft(
    base,
    section,
    state,
    CONVERTERS[section],
  );
  const errors = sectionErrorsOf(save.error);
  const masked = String((state?.data as Record<string, unknown> | undefined)?.idNumberMasked ?? "");

  return (
    <SectionFrame
      title={SECTION_TITLES[section]}
      intro={intro}
      action={action}
      save={save}
      fieldErrors={errors}
      flush={() => flush()}
      editable={editable}
    >
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            masked={masked}
            disabled={!editable}
            onChange={(value, commit) => {
              const next = { ...values, [field.name]: value };
              setValues(next);
              if (commit) flush(next);
            }}
          />
        ))}
      </Box>
    </SectionFrame>
  );
}
