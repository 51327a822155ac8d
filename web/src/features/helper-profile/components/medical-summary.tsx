import {
  BIODATA_LABELS,
  type CustomerBiodata,
  hasMedicalHistory,
} from "@maids/contract/biodata.ts";
import HealthAndSafetyRounded from "@mui/icons-material/HealthAndSafetyRounded";
import { medicalFacts } from "../utils/biodata.ts";
import { FactList } from "./fact-list.tsx";
import { SectionCard } from "./section-card.tsx";

/**
 * What the helper declared of her health and diet; nothing when nothing was recorded. Without
 * her medical history (a family the agency has not engaged with about her) it says so.
 */
export function MedicalSummary({ biodata }: { biodata: CustomerBiodata }) {
  const facts = medicalFacts(biodata);
  if (facts.length === 0) return null;
  const { label, text } = BIODATA_LABELS.medicalHistoryWithheld;
  const shown = hasMedicalHistory(biodata) ? facts : [{ label, value: text }, ...facts];
  return (
    <SectionCard title={BIODATA_LABELS.sections.medical} icon={<HealthAndSafetyRounded />}>
      <FactList facts={shown} stackOnPhones />
    </SectionCard>
  );
}
