import { BIODATA_LABELS, type CustomerBiodata } from "@maids/contract/biodata.ts";
import HealthAndSafetyRounded from "@mui/icons-material/HealthAndSafetyRounded";
import { medicalFacts } from "../utils/biodata.ts";
import { FactList } from "./fact-list.tsx";
import { SectionCard } from "./section-card.tsx";

/** What the helper declared of her health and diet; nothing when nothing was recorded. */
export function MedicalSummary({ biodata }: { biodata: CustomerBiodata }) {
  const facts = medicalFacts(biodata);
  if (facts.length === 0) return null;
  return (
    <SectionCard title={BIODATA_LABELS.sections.medical} icon={<HealthAndSafetyRounded />}>
      <FactList facts={facts} stackOnPhones />
    </SectionCard>
  );
}
