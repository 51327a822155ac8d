import {
  BIODATA_LABELS,
  BIODATA_LIMITS,
  SKILL_AREAS,
  type SkillArea,
} from "@maids/contract/biodata.ts";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { Controller } from "react-hook-form";
import { BIODATA_FORM_TEXTS } from "../../../biodata-texts.ts";
import { fieldProps, type SectionProps } from "../section-props.ts";
import { NumberInput, TextInput } from "../text-input.tsx";
import { AssessmentInput } from "./assessment-input.tsx";
import { YesNoInput } from "./yes-no-input.tsx";

const COLUMNS = BIODATA_LABELS.skillColumns;

/** A table's columns on wide screens; on phones each area's answers stack under its name. */
const ROW_GRID = {
  display: "grid",
  columnGap: 2,
  rowGap: 1.5,
  alignItems: { xs: "end", md: "center" },
  gridTemplateColumns: {
    xs: "repeat(3, minmax(0, 1fr))",
    md: "150px 112px 112px 84px minmax(0, 1fr)",
  },
} as const;

type CellProps = {
  caption: string;
  message?: string | undefined;
  /** Takes a whole row on phones (the stars and N.A.). */
  wideOnPhones?: boolean;
  children: ReactNode;
};

/** A column's name above its answer, on phones only (wide screens have the header row). */
function Cell({ caption, message, wideOnPhones, children }: CellProps) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 0.5,
        justifyItems: "start",
        gridColumn: wideOnPhones ? { xs: "1 / -1", md: "auto" } : undefined,
      }}
    >
      <Typography
        variant="caption"
        aria-hidden
        sx={{ display: { md: "none" }, color: "text.secondary", fontWeight: 600 }}
      >
        {caption}
      </Typography>
      {children}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}

function HeaderRow() {
  return (
    <Box aria-hidden sx={{ ...ROW_GRID, display: { xs: "none", md: "grid" }, pb: 1 }}>
      {[
        BIODATA_FORM_TEXTS.skillArea,
        COLUMNS.willing,
        COLUMNS.experienced,
        "",
        COLUMNS.assessment,
      ].map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
        <Typography key={index} variant="subtitle2" sx={{ color: "text.secondary" }}>
          {column}
        </Typography>
      ))}
    </Box>
  );
}

/** Willing or experienced: yes, no or not answered, with its message. */
function YesNoCell({
  area,
  answer,
  form,
  disabled,
}: SectionProps & { area: SkillArea; answer: "willing" | "experienced" }) {
  return (
    <Controller
      name={`biodata.skills.${area}.${answer}`}
      control={form.control}
      render={({ field, fieldState }) => (
        <Cell caption={COLUMNS[answer]} message={fieldState.error?.message}>
          <YesNoInput
            label={COLUMNS[answer]}
            value={field.value}
            onChange={field.onChange}
            focusRef={field.ref}
            disabled={disabled}
          />
        </Cell>
      )}
    />
  );
}

function SkillRowFields({ area, ...props }: SectionProps & { area: SkillArea }) {
  const { form, disabled } = props;
  const titleId = useId();
  const path = `biodata.skills.${area}` as const;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ ...ROW_GRID, py: 2, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id={titleId} sx={{ fontWeight: 700, gridColumn: { xs: "1 / -1", md: "auto" } }}>
        {BIODATA_LABELS.skillAreas[area]}
      </Typography>
      <YesNoCell {...props} area={area} answer="willing" />
      <YesNoCell {...props} area={area} answer="experienced" />
      <NumberInput
        label={COLUMNS.experienceYears}
        limits={BIODATA_LIMITS.experienceYears}
        {...fieldProps(props, `${path}.experienceYears`)}
      />
      <Controller
        name={`${path}.assessment`}
        control={form.control}
        render={({ field, fieldState }) => (
          <Cell caption={COLUMNS.assessment} message={fieldState.error?.message} wideOnPhones>
            <AssessmentInput
              label={COLUMNS.assessment}
              value={field.value}
              onChange={field.onChange}
              focusRef={field.ref}
              disabled={disabled}
            />
          </Cell>
        )}
      />
      <TextInput
        label={COLUMNS.assessorNote}
        sx={{ gridColumn: { xs: "1 / -1", md: "2 / -1" } }}
        {...fieldProps(props, `${path}.assessorNote`)}
      />
    </Box>
  );
}

/**
 * The form's skills grid: for each area, willing and experienced (yes, no or not answered), years
 * of experience, the assessor's 1 to 5 stars or N.A., and the assessor's note.
 */
export function SkillsAssessmentFields(props: SectionProps) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
        {BIODATA_FORM_TEXTS.skillsIntro}
      </Typography>
      <HeaderRow />
      {SKILL_AREAS.map((area) => (
        <SkillRowFields key={area} {...props} area={area} />
      ))}
    </Box>
  );
}
