import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useFieldArray } from "react-hook-form";
import { BIODATA_FORM_TEXTS } from "../../biodata-texts.ts";
import { FORM_TEXTS } from "../../texts.ts";
import { type EmploymentFormEntry, emptyEmploymentEntry } from "../../utils/helper-form-values.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { DateInput, NumberInput, TextInput } from "./text-input.tsx";

type EntryProps = SectionProps & { index: number };

function EntryFields(props: EntryProps) {
  const { mode, index } = props;
  const field = (key: keyof EmploymentFormEntry) =>
    fieldProps(props, `employmentDetails.${index}.${key}`, `entry.${key}`);
  return (
    <FieldGrid columns={3}>
      <TextInput label={FORM_TEXTS.entryCountry} {...field("country")} />
      <DateInput label={FORM_TEXTS.startDate} {...field("startDate")} />
      <DateInput label={FORM_TEXTS.endDate} {...field("endDate")} />
      <NumberInput
        label={FORM_TEXTS.familyMembers}
        limits={mode.ranges.familyMembers}
        {...field("noOfFamilyMember")}
      />
      <TextInput label={FORM_TEXTS.mainJobScope} {...field("mainJobScope")} />
      <TextInput label={FORM_TEXTS.reasonOfLeaving} {...field("reasonOfLeaving")} />
      <TextInput
        label={FORM_TEXTS.employerDescription}
        multiline
        minRows={2}
        sx={{ gridColumn: "1 / -1" }}
        {...field("employerDescription")}
      />
      <TextInput
        label={BIODATA_FORM_TEXTS.employerType}
        {...field("employerType")}
        hint={BIODATA_FORM_TEXTS.employerTypeHint}
      />
      <TextInput
        label={BIODATA_FORM_TEXTS.feedback}
        multiline
        minRows={2}
        sx={{ gridColumn: { xs: "1 / -1", md: "2 / -1" } }}
        {...field("feedback")}
      />
    </FieldGrid>
  );
}

function EntryCard({ onRemove, ...props }: EntryProps & { onRemove: () => void }) {
  const { index, disabled } = props;
  const title = FORM_TEXTS.entry(index + 1);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: "divider", borderRadius: 3, p: 2, m: 0, minWidth: 0 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", mb: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ flex: 1, float: "left" }}>
          {title}
        </Typography>
        <IconButton
          aria-label={FORM_TEXTS.removeEntry(index + 1)}
          onClick={onRemove}
          disabled={disabled}
        >
          <DeleteOutlineRounded />
        </IconButton>
      </Box>
      <EntryFields {...props} />
    </Box>
  );
}

/** Former employers, one card each; rows can be added and removed freely. */
export function EmploymentFields(props: SectionProps) {
  const { form, disabled } = props;
  const {
    fields: entries,
    append,
    remove,
  } = useFieldArray({
    control: form.control,
    name: "employmentDetails",
  });
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {entries.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {FORM_TEXTS.noEntries}
        </Typography>
      )}
      {entries.map((entry, index) => (
        <EntryCard key={entry.id} {...props} index={index} onRemove={() => remove(index)} />
      ))}
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<AddRounded />}
        onClick={() => append(emptyEmploymentEntry())}
        disabled={disabled}
        sx={{ justifySelf: "start" }}
      >
        {FORM_TEXTS.addEntry}
      </Button>
    </Box>
  );
}
