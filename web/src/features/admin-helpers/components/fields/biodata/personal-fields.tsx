import { BIODATA_LABELS, BIODATA_LIMITS } from "@maids/contract/biodata.ts";
import { BIODATA_FORM_TEXTS } from "../../../biodata-texts.ts";
import { FieldGrid } from "../field-grid.tsx";
import { fieldProps, type SectionProps } from "../section-props.ts";
import { NumberInput, TextInput } from "../text-input.tsx";

const LABELS = BIODATA_LABELS.personal;

/** Where she comes from and goes back to, how to reach her family, her siblings and children. */
export function PersonalFields(props: SectionProps) {
  return (
    <FieldGrid>
      <TextInput
        label={LABELS.placeOfBirth}
        {...fieldProps(props, "biodata.personal.placeOfBirth")}
      />
      <TextInput
        label={LABELS.repatriationPort}
        {...fieldProps(props, "biodata.personal.repatriationPort")}
      />
      <TextInput
        label={LABELS.homeContactNumber}
        type="tel"
        {...fieldProps(props, "biodata.personal.homeContactNumber")}
      />
      <NumberInput
        label={LABELS.siblings}
        limits={BIODATA_LIMITS.siblings}
        {...fieldProps(props, "biodata.personal.siblings")}
      />
      <TextInput
        label={LABELS.childrenAges}
        {...fieldProps(props, "biodata.personal.childrenAges")}
        hint={BIODATA_FORM_TEXTS.childrenAgesHint}
      />
      <TextInput
        label={LABELS.homeAddress}
        multiline
        minRows={2}
        sx={{ gridColumn: "1 / -1" }}
        {...fieldProps(props, "biodata.personal.homeAddress")}
      />
    </FieldGrid>
  );
}
