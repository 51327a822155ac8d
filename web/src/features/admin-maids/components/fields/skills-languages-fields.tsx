import { EXPERIENCE_TYPES, HELPER_LANGUAGES, SKILL_SUGGESTIONS } from "@maids/contract/enums.ts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { FORM_TEXTS } from "../../texts.ts";
import type { ListKey } from "../../utils/maid-form-state.ts";
import { RATED_LANGUAGES } from "../../utils/maid-form-state.ts";
import { ListRowsField } from "./list-rows-field.tsx";
import { RatingInput } from "./rating-input.tsx";
import type { SectionProps } from "./section-props.ts";

const LISTS: Record<
  ListKey,
  { label: string; itemLabel: (n: number) => string; addLabel: string; options: readonly string[] }
> = {
  skills: {
    label: FORM_TEXTS.skills,
    itemLabel: FORM_TEXTS.skill,
    addLabel: FORM_TEXTS.addSkill,
    options: SKILL_SUGGESTIONS,
  },
  languages: {
    label: FORM_TEXTS.languages,
    itemLabel: FORM_TEXTS.language,
    addLabel: FORM_TEXTS.addLanguage,
    options: HELPER_LANGUAGES,
  },
  type: {
    label: FORM_TEXTS.type,
    itemLabel: FORM_TEXTS.typeItem,
    addLabel: FORM_TEXTS.addType,
    options: EXPERIENCE_TYPES,
  },
};

function ListField({ list, ...props }: SectionProps & { list: ListKey }) {
  const { form, mode, disabled } = props;
  const rows = form.values[list];
  return (
    <ListRowsField
      {...LISTS[list]}
      rows={rows}
      freeSolo={list === "skills"}
      onChange={(next) => form.setList(list, next)}
      errors={{
        list: form.errors[list],
        rows: rows.map((_, index) => form.errors[`${list}.${index}`]),
      }}
      hint={mode.hints[list]}
      disabled={disabled}
    />
  );
}

/** Ratings show for the rated languages the helper speaks; taking one off resets it to 0. */
function LanguageRatings({ form, disabled }: SectionProps) {
  const rated = RATED_LANGUAGES.filter(({ language }) => form.values.languages.includes(language));
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
        <RatingInput
          key={key}
          label={FORM_TEXTS.rating(language)}
          value={form.values.maidDetails[key]}
          onChange={(value) => form.setDetail(key, value)}
          disabled={disabled}
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
