import type { AdminMaid } from "@maids/contract/maid.ts";
import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useId } from "react";
import { useFormState } from "react-hook-form";
import { resolveImageUrl } from "@/shared/api-client.ts";
import type { MaidForm } from "../hooks/use-maid-form.ts";
import { FORM_TEXTS } from "../texts.ts";
import { EDIT_TABS, tabsWithErrors } from "../utils/edit-tabs.ts";
import { EDIT_MODE } from "../utils/form-modes.ts";
import { AdditionalFields } from "./fields/additional-fields.tsx";
import { BasicFields } from "./fields/basic-fields.tsx";
import { EmploymentFields } from "./fields/employment-fields.tsx";
import { PhotoField } from "./fields/photo-field.tsx";
import { PhysicalFields } from "./fields/physical-fields.tsx";
import { SkillsLanguagesFields } from "./fields/skills-languages-fields.tsx";
import { StatusFields } from "./fields/status-fields.tsx";

type EditTabsProps = {
  maid: AdminMaid;
  form: MaidForm;
  tab: number;
  onTabChange: (tab: number) => void;
  disabled: boolean;
};

function TabContent({ maid, form, tab, disabled }: Omit<EditTabsProps, "onTabChange">) {
  const section = { form, mode: EDIT_MODE, disabled };
  if (tab === 1) return <SkillsLanguagesFields {...section} />;
  if (tab === 2) return <AdditionalFields {...section} />;
  if (tab === 3) return <EmploymentFields {...section} />;
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

/** Basic Info, Skills & Languages, Additional Details, Employment History (SPEC.md section 2). */
export function EditTabs(props: EditTabsProps) {
  const { form, tab, onTabChange } = props;
  const baseId = useId();
  const { errors } = useFormState({ control: form.control });
  const erroneous = tabsWithErrors(errors);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
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
