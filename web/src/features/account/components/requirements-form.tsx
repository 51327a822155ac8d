import { SKILLS } from "@maids/contract/enums.ts";
import {
  CRITERIA,
  CUISINES,
  ELDERLY_NEEDS,
  EXPERIENCE_WANTED,
  type FamilyRequirements,
  HIRING_WANTED,
  NEEDED_LANGUAGES,
  PETS,
  REQUIREMENT_LABELS,
} from "@maids/contract/family-requirements.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type MouseEvent, useEffect } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { Choice, Choices, FormSection, NumberField } from "@/shared/forms/choice-fields.tsx";
import { SaveStatus } from "@/shared/forms/save-status.tsx";
import { useFamilyRequirements } from "@/shared/matching/api.ts";
import { paths } from "@/shared/paths.ts";
import { useRequirementsDraft } from "../hooks/use-requirements-draft.ts";
import { REQUIREMENTS_TEXTS as TEXTS } from "../texts.ts";

type Draft = ReturnType<typeof useRequirementsDraft>;

const SECTION_ID = "requirements";
type SectionProps = { draft: Draft };

const OWN_ROOM = ["yes", "no", "unsure"] as const;
const ownRoomOf = (value: boolean | null) => (value === null ? "unsure" : value ? "yes" : "no");
const ownRoomValue = { yes: true, no: false, unsure: null } as const;

function Household({ draft: { values, update, problems } }: SectionProps) {
  const setChild = (index: number, age: number | null) =>
    update({
      children: values.children.map((old, at) => (at === index ? (age ?? Number.NaN) : old)),
    });
  return (
    <FormSection title={TEXTS.household}>
      <NumberField
        label={TEXTS.adults}
        value={values.adults}
        onChange={(adults) => update({ adults })}
        error={problems.adults}
      />
      <Box sx={{ display: "grid", gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{TEXTS.children}</Typography>
        {values.children.map((age, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children are told apart by position only
          <Box key={index} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
            <NumberField
              label={TEXTS.childAge(index + 1)}
              value={age}
              onChange={(value) => setChild(index, value)}
              error={problems[`children.${index}`]}
              hint={TEXTS.childAgeHint}
            />
            <IconButton
              aria-label={TEXTS.removeChild(index + 1)}
              onClick={() => update({ children: values.children.filter((_, at) => at !== index) })}
            >
              <CloseRounded />
            </IconButton>
          </Box>
        ))}
        {problems.children && <Alert severity="error">{problems.children}</Alert>}
        <Button
          startIcon={<AddRounded />}
          onClick={() => update({ children: [...values.children, Number.NaN] })}
          sx={{ justifySelf: "start" }}
        >
          {TEXTS.addChild}
        </Button>
      </Box>
      <Box sx={{ display: "grid", gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{TEXTS.elderly}</Typography>
        {values.elderly.map((person, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: people are told apart by position only
          <Box key={index} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
            <Choices
              label={TEXTS.elderlyPerson(index + 1)}
              options={ELDERLY_NEEDS}
              labels={REQUIREMENT_LABELS.elderlyNeeds}
              selected={person.needs}
              onChange={(needs) =>
                update({
                  elderly: values.elderly.map((old, at) => (at === index ? { needs } : old)),
                })
              }
            />
            <IconButton
              aria-label={TEXTS.removeElderly(index + 1)}
              onClick={() => update({ elderly: values.elderly.filter((_, at) => at !== index) })}
            >
              <CloseRounded />
            </IconButton>
          </Box>
        ))}
        <Button
          startIcon={<AddRounded />}
          onClick={() => update({ elderly: [...values.elderly, { needs: [] }] })}
          sx={{ justifySelf: "start" }}
        >
          {TEXTS.addElderly}
        </Button>
      </Box>
      <Choices
        label={TEXTS.pets}
        options={PETS}
        labels={REQUIREMENT_LABELS.pets}
        selected={values.pets}
        onChange={(pets) => update({ pets })}
      />
    </FormSection>
  );
}

function Work({ draft: { values, update } }: SectionProps) {
  return (
    <FormSection title={TEXTS.work}>
      <Choices
        label={TEXTS.duties}
        options={SKILLS}
        selected={values.duties}
        onChange={(duties) => update({ duties })}
      />
      <Choices
        label={TEXTS.cuisines}
        options={CUISINES}
        selected={values.cuisines}
        onChange={(cuisines) => update({ cuisines })}
      />
      <FormControlLabel
        label={TEXTS.infantCare}
        control={
          <Checkbox
            checked={values.infantCare}
            onChange={(event) => update({ infantCare: event.target.checked })}
          />
        }
      />
      <Choices
        label={TEXTS.languages}
        options={NEEDED_LANGUAGES}
        selected={values.languages}
        onChange={(languages) => update({ languages })}
      />
    </FormSection>
  );
}

function Terms({ draft: { values, update, problems } }: SectionProps) {
  return (
    <FormSection title={TEXTS.terms}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <NumberField
          label={TEXTS.budgetMin}
          value={values.budgetMin}
          onChange={(budgetMin) => update({ budgetMin })}
          error={problems.budgetMin}
        />
        <NumberField
          label={TEXTS.budgetMax}
          value={values.budgetMax}
          onChange={(budgetMax) => update({ budgetMax })}
          error={problems.budgetMax}
        />
      </Box>
      <NumberField
        label={TEXTS.restDaysOffered}
        value={values.restDaysOffered}
        onChange={(restDaysOffered) => update({ restDaysOffered })}
        error={problems.restDaysOffered}
      />
      <Choice
        label={TEXTS.ownRoom}
        options={OWN_ROOM}
        labels={TEXTS.ownRoomOptions}
        value={ownRoomOf(values.ownRoom)}
        onChange={(choice) => update({ ownRoom: ownRoomValue[choice] })}
      />
      <TextField
        label={TEXTS.startDate}
        type="date"
        value={values.startDate ?? ""}
        onChange={(event) => update({ startDate: event.target.value || null })}
        error={problems.startDate !== undefined}
        helperText={problems.startDate}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 260 }}
      />
    </FormSection>
  );
}

function Preferences({ draft: { values, update, problems } }: SectionProps) {
  return (
    <FormSection title={TEXTS.preferences}>
      <Choice
        label={TEXTS.experience}
        options={EXPERIENCE_WANTED}
        labels={REQUIREMENT_LABELS.experience}
        value={values.experience}
        onChange={(experience) => update({ experience })}
      />
      <Choice
        label={TEXTS.hiring}
        options={HIRING_WANTED}
        labels={REQUIREMENT_LABELS.hiring}
        value={values.hiring}
        onChange={(hiring) => update({ hiring })}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <NumberField
          label={TEXTS.ageMin}
          value={values.ageMin}
          onChange={(ageMin) => update({ ageMin })}
          error={problems.ageMin}
        />
        <NumberField
          label={TEXTS.ageMax}
          value={values.ageMax}
          onChange={(ageMax) => update({ ageMax })}
          error={problems.ageMax}
        />
      </Box>
      <Choices
        label={TEXTS.mustHaves}
        options={CRITERIA}
        labels={REQUIREMENT_LABELS.criteria}
        selected={values.mustHaves}
        onChange={(mustHaves) => update({ mustHaves })}
        hint={TEXTS.mustHavesHint}
      />
    </FormSection>
  );
}

function RequirementsEditor({ initial }: { initial: FamilyRequirements }) {
  const draft = useRequirementsDraft(initial);
  const navigate = useNavigate();
  /** The helpers who fit what was typed last: a change still waiting is saved first. */
  const seeMatches = async (event: MouseEvent) => {
    event.preventDefault();
    try {
      await draft.flush();
    } catch {
      return; // The refusal shows on its field, and the family stays to fix it.
    }
    navigate(paths.recommend);
  };
  return (
    <Box sx={{ display: "grid", gap: 4 }}>
      <Household draft={draft} />
      <Work draft={draft} />
      <Terms draft={draft} />
      <Preferences draft={draft} />
      <Box
        sx={{
          position: "sticky",
          bottom: 0,
          py: 1.5,
          bgcolor: "background.paper",
          borderTop: 1,
          borderColor: "divider",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
        }}
      >
        <SaveStatus save={draft.save} />
        <Button
          component={RouterLink}
          to={paths.recommend}
          onClick={(event: MouseEvent) => void seeMatches(event)}
          variant="contained"
        >
          {TEXTS.seeMatches}
        </Button>
      </Box>
    </Box>
  );
}

/** The family's requirements (its job order), saved as it goes; `#requirements` scrolls to them. */
export function RequirementsForm() {
  const requirements = useFamilyRequirements(true);
  const { hash } = useLocation();
  const loaded = requirements.data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${SECTION_ID}`) {
      document.getElementById(SECTION_ID)?.scrollIntoView({ block: "start" });
    }
  }, [loaded, hash]);
  return (
    <Card
      id={SECTION_ID}
      component="section"
      aria-labelledby="requirements-title"
      sx={{ p: { xs: 3, sm: 5 }, mt: 3 }}
    >
      <Typography id="requirements-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        {TEXTS.title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>{TEXTS.intro}</Typography>
      {requirements.isError ? (
        <Alert severity="error">{TEXTS.loadFailed}</Alert>
      ) : requirements.data ? (
        <RequirementsEditor initial={requirements.data.requirements} />
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Card>
  );
}
