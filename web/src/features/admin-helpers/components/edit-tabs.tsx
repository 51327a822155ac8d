import type { AdminHelperRecord } from "@maids/contract/helper.ts";
import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { type ReactNode, useId } from "react";
import { useFormState } from "react-hook-form";
import { resolveImageUrl } from "@/shared/api-client.ts";
import type { HelperForm } from "../hooks/use-helper-form.ts";
import { ADMIN_HELPERS_TEXTS, FORM_TEXTS } from "../texts.ts";
import { EDIT_TABS, type EditTabKey, tabsWithErrors } from "../utils/edit-tabs.ts";
import { EDIT_MODE } from "../utils/form-modes.ts";
import { AdditionalFields } from "./fields/additional-fields.tsx";
import { BasicFields } from "./fields/basic-fields.tsx";
import { InterviewAgencyFields } from "./fields/biodata/interview-agency-fields.tsx";
import { MedicalFields } from "./fields/biodata/medical-fields.tsx";
import { PersonalFields } from "./fields/biodata/personal-fields.tsx";
import { SkillsAssessmentFields } from "./fields/biodata/skills-assessment-fields.tsx";
import { EmploymentFields } from "./fields/employment-fields.tsx";
import { PhotoField } from "./fields/photo-field.tsx";
import { PhysicalFields } from "./fields/physical-fields.tsx";
import type { SectionProps } from "./fields/section-props.ts";
import { SkillsLanguagesFields } from "./fields/skills-languages-fields.tsx";
import { StatusFields } from "./fields/status-fields.tsx";

type EditTabsProps = {
  maid: AdminHelperRecord;
  form: HelperForm;
  tab: number;
  onTabChange: (tab: number) => void;
  disabled: boolean;
};

function BasicInfoFields({ maid, ...section }: SectionProps & { maid: AdminHelperRecord }) {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <PhotoField
        {...section}
        currentUrl={resolveImageUrl(maid.imageUrls?.card ?? maid.imageUrl)}
      />
      <BasicFields {...section} />
      <PhysicalFields {...section} />
      <StatusFields {...section} />
    </Box>
  );
}

const TAB_FIELDS: Record<Exclude<EditTabKey, "basic">, (props: SectionProps) => ReactNode> = {
  skillsLanguages: SkillsLanguagesFields,
  additional: AdditionalFields,
  employment: EmploymentFields,
  personal: PersonalFields,
  medical: MedicalFields,
  skillsAssessment: SkillsAssessmentFields,
  interviewAgency: InterviewAgencyFields,
};

function TabContent({ maid, form, tab, disabled }: Omit<EditTabsProps, "onTabChange">) {
  const section = { form, mode: EDIT_MODE, disabled };
  const key = EDIT_TABS[tab]?.key ?? "basic";
  if (key === "basic") return <BasicInfoFields maid={maid} {...section} />;
  const Fields = TAB_FIELDS[key];
  return <Fields {...section} />;
}

/**
 * Basic Info, Skills & Languages, Additional Details, Employment History (docs/product.md#helper-forms), then
 * the biodata's Personal, Medical & Diet, Skills Assessment, Interview & Agency (ADR 0024).
 */
export function EditTabs(props: EditTabsProps) {
  const { form, tab, onTabChange } = props;
  const baseId = useId();
  const { errors } = useFormState({ control: form.control });
  const erroneous = tabsWithErrors(errors);
  const warnings = props.maid.eligibilityWarnings;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      {warnings.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{ADMIN_HELPERS_TEXTS.eligibilityWarnings}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: number) => onTabChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        textColor="secondary"
        indicatorColor="primary"
        aria-label={FORM_TEXTS.editTabs}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {EDIT_TABS.map(({ label }, index) => (
          <Tab
            key={label}
            label={label}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel`}
            icon={erroneous[index] ? <ErrorOutlineRounded color="error" aria-hidden /> : undefined}
            iconPosition="end"
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <TabContent {...props} />
      </Box>
    </Box>
  );
}
