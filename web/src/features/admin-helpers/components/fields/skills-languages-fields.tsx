import { EXPERIENCE_TYPES, HELPER_LANGUAGES, SKILL_SUGGESTIONS } from "@maids/contract/enums.ts";
import { HELPER_FIELDS } from "@maids/contract/helper-fields.ts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Controller, useController, useFormState, useWatch } from "react-hook-form";
import { FORM_TEXTS } from "../../texts.ts";
import { type ListKey, RATED_LANGUAGES } from "../../utils/helper-form-values.ts";
import { ListRowsField } from "./list-rows-field.tsx";
import { RatingInput } from "./rating-input.tsx";
import type { SectionProps } from "./section-props.ts";

const LISTS: Record<
  ListKey,
  { label: string; itemLabel: (n: number) => string; addLabel: string; options: readonly string[] }
> = {
  skills: {
    label: HELPER_FIELDS.skills.label,
    itemLabel: FORM_TEXTS.skill,
    addLabel: FORM_TEXTS.addSkill,
    options: SKILL_SUGGESTIONS,
  },
  languages: {
    label: HELPER_FIELDS.languages.label,
    itemLabel: FORM_TEXTS.language,
    addLabel: FORM_TEXTS.addLanguage,
    options: HELPER_LANGUAGES,
  },
  type: {
    label: HELPER_FIELDS.type.label,
    itemLabel: FORM_TEXTS.typeItem,
    addLabel: FORM_TEXTS.addType,
    options: EXPERIENCE_TYPES,
  },
};

function ListField({ list, ...props }: SectionProps & { list: ListKey }) {
  const { form, mode, disabled } = props;
  const { field } = useController({ control: form.control, name: list });
  const error = useFormState({ control: form.control, name: list }).errors[list];
  const change = (rows: string[]) => {
    field.onChange(rows);
    if (list === "languages") form.resetUnspokenRatings(rows);
  };
  return (
    <ListRowsField
      {...LISTS[list]}
      rows={field.value}
      freeSolo={list === "skills"}
      onChange={change}
      errors={{
        list: error?.message,
        rows: field.value.map((_, index) => error?.[index]?.message),
      }}
      hint={mode.hints[list]}
      disabled={disabled}
    />
  );
}

/** Ratings show for the rated languages the helper speaks; taking one off resets it to 0. */
function LanguageRatings({ form, disabled }: SectionProps) {
  const languages = useWatch({ control: form.control, name: "languages" });
  const rated = RATED_LANGUAGES.filter(({ language }) => languages.includes(language));
  return (
    <Box sx={{ display: "grid", gap: 1, alignContent: "start" }}>
      <Typography variant="subtitle2" component="p">
        {FORM_TEXTS.ratings}
      </Typography>
      {rated.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {FORM_TEXTS.ratingsHint}
        </Typography>
      )}
      {rated.map(({ language, key }) => (
        <Controller
          key={key}
          name={`maidDetails.${key}`}
          control={form.control}
          render={({ field }) => (
            <RatingInput
              label={FORM_TEXTS.rating(language)}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
      ))}
    </Box>
  );
}

export function SkillsLanguagesFields(props: SectionProps) {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)" } }}>
      <ListField {...props} list="skills" />
      <ListField {...props} list="type" />
      <ListField {...props} list="languages" />
      <LanguageRatings {...props} />
    </Box>
  );
}
