import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { BIODATA_FORM_TEXTS } from "../../../biodata-texts.ts";
import type { EditTabKey } from "../../../utils/edit-tabs.ts";
import type { SectionProps } from "../section-props.ts";
import { InterviewAgencyFields } from "./interview-agency-fields.tsx";
import { MedicalFields } from "./medical-fields.tsx";
import { PersonalFields } from "./personal-fields.tsx";
import { SkillsAssessmentFields } from "./skills-assessment-fields.tsx";

/** The biodata's edit tabs, in their order. */
const SECTIONS: readonly {
  key: EditTabKey;
  label: string;
  Fields: (props: SectionProps) => ReactNode;
}[] = [
  { key: "personal", label: BIODATA_FORM_TEXTS.tabs.personal, Fields: PersonalFields },
  { key: "medical", label: BIODATA_FORM_TEXTS.tabs.medical, Fields: MedicalFields },
  {
    key: "skillsAssessment",
    label: BIODATA_FORM_TEXTS.tabs.skills,
    Fields: SkillsAssessmentFields,
  },
  {
    key: "interviewAgency",
    label: BIODATA_FORM_TEXTS.tabs.interviewAgency,
    Fields: (props) => <InterviewAgencyFields {...props} headingLevel="h4" />,
  },
];

type BiodataSectionsProps = SectionProps & {
  /** The sections shown open; the form opens those with a message. */
  open: readonly EditTabKey[];
  onToggle: (key: EditTabKey, open: boolean) => void;
};

/**
 * The add dialog's biodata, after the spec's sections: one section per edit tab, closed until
 * chosen, so that the dialog stays short for a helper whose biodata comes later.
 */
export function BiodataSections({ open, onToggle, ...section }: BiodataSectionsProps) {
  return (
    <Box>
      {SECTIONS.map(({ key, label, Fields }) => {
        return (
          <Accordion
            key={key}
            disableGutters
            expanded={open.includes(key)}
            onChange={(_event, expanded) => onToggle(key, expanded)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography variant="h6" component="span">
                {label}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Fields {...section} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
