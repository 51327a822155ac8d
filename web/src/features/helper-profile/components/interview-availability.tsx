import { BIODATA_LABELS, type CustomerBiodata, INTERVIEW_MODES } from "@maids/contract/biodata.ts";
import VideoCallRounded from "@mui/icons-material/VideoCallRounded";
import { ChipList } from "./profile-chips.tsx";
import { SectionCard } from "./section-card.tsx";

/** How the helper can be interviewed, as the agency recorded it. */
export function InterviewAvailability({ biodata }: { biodata: CustomerBiodata }) {
  const modes = INTERVIEW_MODES.filter((mode) => biodata.interview.includes(mode));
  if (modes.length === 0) return null;
  const title = BIODATA_LABELS.sections.interview;
  return (
    <SectionCard title={title} icon={<VideoCallRounded />}>
      <ChipList label={title} items={modes.map((mode) => BIODATA_LABELS.interviewModes[mode])} />
    </SectionCard>
  );
}
