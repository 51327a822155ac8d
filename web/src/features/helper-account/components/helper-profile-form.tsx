import {
  EDUCATION_LEVELS,
  HELPER_COUNTRIES,
  HELPER_LANGUAGES,
  MARITAL_STATUSES,
  RELIGIONS,
  SKILL_SUGGESTIONS,
} from "@maids/contract/enums.ts";
import type { OwnHelperProfile, PastJobInput } from "@maids/contract/helper-accounts.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import PhotoCameraRounded from "@mui/icons-material/PhotoCameraRounded";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { ApiRequestError, resolveImageUrl } from "@/shared/api-client.ts";
import { Choices, FormSection, NumberField } from "@/shared/forms/choice-fields.tsx";
import {
  useOwnHelperProfile,
  useSubmitHelperProfile,
  useUploadHelperPhoto,
} from "../api/helper-account.ts";
import { ruleKey } from "../i18n.ts";
import { HelperPageTitle } from "./helper-page-title.tsx";
import { useHelperProfileDraft } from "./use-helper-profile-draft.ts";

type Draft = ReturnType<typeof useHelperProfileDraft>;

/** A rule's message in her language (the server and the contract say it in English). */
function useRuleText() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (message === undefined) return undefined;
    const key = ruleKey(message);
    return key ? t(key) : message;
  };
}

function SelectField<Option extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  error,
}: {
  label: string;
  value: Option | null;
  options: readonly Option[];
  labelOf?: (option: Option) => string;
  onChange: (value: Option | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value || null) as Option | null)}
      error={error !== undefined}
      helperText={error}
      sx={{ maxWidth: 320 }}
    >
      <MenuItem value="">{t("profile.notChosen")}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf ? labelOf(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value || null)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: 260 }}
    />
  );
}

function Photo({ own }: { own: OwnHelperProfile }) {
  const { t } = useTranslation();
  const upload = useUploadHelperPhoto();
  const rule = useRuleText();
  const problem =
    upload.error instanceof ApiRequestError
      ? (upload.error.details?.errors?.[0]?.message ?? upload.error.message)
      : undefined;
  return (
    <FormSection title={t("profile.sections.photo")}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Avatar
          src={own.photoUrl ? resolveImageUrl(own.photoUrl) : undefined}
          alt={t("profile.photoAlt")}
          variant="rounded"
          sx={{ width: 96, height: 120 }}
        />
        <Box sx={{ display: "grid", gap: 1 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<PhotoCameraRounded />}
            loading={upload.isPending}
          >
            {own.photoUrl ? t("profile.changePhoto") : t("profile.addPhoto")}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
                event.target.value = "";
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("profile.photoHint")}
          </Typography>
        </Box>
      </Box>
      {problem && <Alert severity="error">{rule(problem)}</Alert>}
    </FormSection>
  );
}

function Personal({ draft: { values, update, problems } }: { draft: Draft }) {
  const { t } = useTranslation();
  const rule = useRuleText();
  const option = (group: string) => (value: string) => t(`profile.options.${group}.${value}`);
  return (
    <FormSection title={t("profile.sections.personal")}>
      <SelectField
        label={t("profile.country")}
        value={values.country}
        options={HELPER_COUNTRIES}
        onChange={(country) => update({ country })}
        error={rule(problems.country)}
      />
      <DateField
        label={t("profile.dateOfBirth")}
        value={values.dateOfBirth}
        onChange={(dateOfBirth) => update({ dateOfBirth })}
        error={rule(problems.dateOfBirth)}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <NumberField
          label={t("profile.heightCm")}
          value={values.heightCm}
          onChange={(heightCm) => update({ heightCm })}
          error={rule(problems.heightCm)}
        />
        <NumberField
          label={t("profile.weightKg")}
          value={values.weightKg}
          onChange={(weightKg) => update({ weightKg })}
          error={rule(problems.weightKg)}
        />
      </Box>
      <SelectField
        label={t("profile.maritalStatus")}
        value={values.maritalStatus}
        options={MARITAL_STATUSES}
        labelOf={option("maritalStatus")}
        onChange={(maritalStatus) => update({ maritalStatus })}
        error={rule(problems.maritalStatus)}
      />
      <NumberField
        label={t("profile.children")}
        value={values.children}
        onChange={(children) => update({ children })}
        error={rule(problems.children)}
      />
      <SelectField
        label={t("profile.religion")}
        value={values.religion}
        options={RELIGIONS}
        labelOf={option("religion")}
        onChange={(religion) => update({ religion })}
        error={rule(problems.religion)}
      />
      <SelectField
        label={t("profile.education")}
        value={values.education}
        options={EDUCATION_LEVELS}
        labelOf={option("education")}
        onChange={(education) => update({ education })}
        error={rule(problems.education)}
      />
      <TextField
        multiline
        minRows={3}
        label={t("profile.aboutMe")}
        value={values.aboutMe}
        onChange={(event) => update({ aboutMe: event.target.value })}
        error={problems.aboutMe !== undefined}
        helperText={rule(problems.aboutMe)}
      />
    </FormSection>
  );
}

function Work({ draft: { values, update, problems } }: { draft: Draft }) {
  const { t } = useTranslation();
  const rule = useRuleText();
  const labels = (group: "languages" | "skills", options: readonly string[]) =>
    Object.fromEntries(options.map((value) => [value, t(`profile.options.${group}.${value}`)]));
  return (
    <FormSection title={t("profile.sections.work")}>
      <Choices
        label={t("profile.languages")}
        options={HELPER_LANGUAGES}
        labels={labels("languages", HELPER_LANGUAGES)}
        selected={values.languages}
        onChange={(languages) => update({ languages })}
        error={rule(problems.languages)}
      />
      <Choices
        label={t("profile.skills")}
        options={SKILL_SUGGESTIONS}
        labels={labels("skills", SKILL_SUGGESTIONS)}
        selected={values.skills}
        onChange={(skills) => update({ skills })}
        error={rule(problems.skills)}
      />
      <NumberField
        label={t("profile.restDays")}
        value={values.restDays}
        onChange={(restDays) => update({ restDays })}
        error={rule(problems.restDays)}
      />
      <DateField
        label={t("profile.availableFrom")}
        value={values.availableFrom}
        onChange={(availableFrom) => update({ availableFrom })}
        error={rule(problems.availableFrom)}
      />
    </FormSection>
  );
}

const EMPTY_JOB: PastJobInput = {
  country: "",
  startDate: "",
  endDate: "",
  duties: "",
  family: "",
  reasonForLeaving: "",
};

function Jobs({ draft: { values, update, problems } }: { draft: Draft }) {
  const { t } = useTranslation();
  const rule = useRuleText();
  const setJob = (index: number, patch: Partial<PastJobInput>) =>
    update({ jobs: values.jobs.map((job, at) => (at === index ? { ...job, ...patch } : job)) });
  const text = (index: number, field: keyof PastJobInput, label: string, multiline = false) => (
    <TextField
      size="small"
      label={label}
      multiline={multiline}
      type={field === "startDate" || field === "endDate" ? "date" : "text"}
      value={values.jobs[index]?.[field] ?? ""}
      onChange={(event) => setJob(index, { [field]: event.target.value })}
      error={problems[`jobs.${index}.${field}`] !== undefined}
      helperText={rule(problems[`jobs.${index}.${field}`])}
      slotProps={
        field === "startDate" || field === "endDate" ? { inputLabel: { shrink: true } } : undefined
      }
    />
  );
  return (
    <FormSection title={t("profile.sections.jobs")}>
      {values.jobs.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: her jobs are told apart by position only
        <Card key={index} variant="outlined" sx={{ p: 2, display: "grid", gap: 1.5 }}>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
            <Typography sx={{ fontWeight: 700 }}>{t("profile.job", { n: index + 1 })}</Typography>
            <IconButton
              aria-label={t("profile.removeJob", { n: index + 1 })}
              onClick={() => update({ jobs: values.jobs.filter((__, at) => at !== index) })}
            >
              <CloseRounded />
            </IconButton>
          </Box>
          {text(index, "country", t("profile.jobCountry"))}
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
            {text(index, "startDate", t("profile.jobStart"))}
            {text(index, "endDate", t("profile.jobEnd"))}
          </Box>
          {text(index, "duties", t("profile.jobDuties"), true)}
          {text(index, "family", t("profile.jobFamily"))}
          {text(index, "reasonForLeaving", t("profile.jobReason"))}
        </Card>
      ))}
      <Button
        startIcon={<AddRounded />}
        onClick={() => update({ jobs: [...values.jobs, EMPTY_JOB] })}
        sx={{ justifySelf: "start" }}
      >
        {t("profile.addJob")}
      </Button>
    </FormSection>
  );
}

function SaveState({ save }: { save: Draft["save"] }) {
  const { t } = useTranslation();
  const text = save.isPending
    ? t("common.saving")
    : save.isError
      ? t("common.notSaved")
      : save.isSuccess
        ? t("common.saved")
        : "";
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ fontWeight: 600, minHeight: 20, color: save.isError ? "error.main" : "text.secondary" }}
    >
      {text}
    </Typography>
  );
}

function Submit({ flush }: { flush: Draft["flush"] }) {
  const { t } = useTranslation();
  const submit = useSubmitHelperProfile();
  const rule = useRuleText();
  const missing =
    submit.error instanceof ApiRequestError ? (submit.error.details?.errors ?? []) : [];
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {missing.length > 0 && (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 700 }}>{t("profile.missingTitle")}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map(({ field, message }) => {
              const name = field.replace(/^data\./, "");
              const label =
                name === "photo"
                  ? t("profile.sections.photo")
                  : name === "consent"
                    ? t("home.consentTitle")
                    : t(`profile.${name}`);
              return (
                <li key={field}>
                  {label}: {rule(message)}
                </li>
              );
            })}
          </Box>
        </Alert>
      )}
      {submit.isSuccess && <Alert severity="success">{t("profile.submitted")}</Alert>}
      <Button
        variant="contained"
        size="large"
        onClick={() =>
          // What she typed last is saved first, so that the agency receives all of it.
          flush().then(
            () => submit.mutate(undefined),
            () => undefined,
          )
        }
        loading={submit.isPending}
        sx={{ justifySelf: "start" }}
      >
        {t("profile.submit")}
      </Button>
    </Box>
  );
}

function Editor({ own }: { own: OwnHelperProfile }) {
  const draft = useHelperProfileDraft(own.data);
  return (
    <Box sx={{ display: "grid", gap: 4 }}>
      <Photo own={own} />
      <Personal draft={draft} />
      <Work draft={draft} />
      <Jobs draft={draft} />
      <SaveState save={draft.save} />
      <Submit flush={draft.flush} />
    </Box>
  );
}

/** Her own profile, saved as she goes, sent to the agency for review. */
export function HelperProfileForm() {
  const { t } = useTranslation();
  const profile = useOwnHelperProfile();
  const own = profile.data;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <HelperPageTitle title={t("profile.title")} intro={t("profile.intro")} />
      {profile.isError && <Alert severity="error">{t("common.loadFailed")}</Alert>}
      {!own && !profile.isError && <Skeleton variant="rounded" height={400} />}
      {own?.status === "declined" && <Alert severity="warning">{t("profile.declined")}</Alert>}
      {own && own.status !== "declined" && (
        <Card sx={{ p: { xs: 2, sm: 4 } }}>
          <Editor own={own} />
        </Card>
      )}
    </Box>
  );
}
