import { formatLongDay, singaporeToday } from "@maids/contract/days.ts";
import { laterStartDay } from "@maids/contract/derived.ts";
import type { CustomerHelperProfile } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import BadgeRounded from "@mui/icons-material/BadgeRounded";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { personalFacts } from "../utils/biodata.ts";
import { orNotSpecified } from "../utils/format.ts";
import { type Fact, FactList } from "./fact-list.tsx";
import { SectionCard } from "./section-card.tsx";

/**
 * When she can start: "Available from 15 December 2026" while her day is still to come in
 * Singapore, else "Available now"; nothing for an employed helper without a day to come (the
 * quick facts say Employed).
 */
function startFacts(maid: CustomerHelperProfile): Fact[] {
  const later = laterStartDay(maid.availableFrom, singaporeToday());
  if (later) {
    return [
      {
        label: PROFILE_UI_TEXTS.startDate,
        value: PROFILE_UI_TEXTS.availableFrom(formatLongDay(later)),
      },
    ];
  }
  return maid.isEmployed
    ? []
    : [{ label: PROFILE_UI_TEXTS.startDate, value: PROFILE_UI_TEXTS.availableNow }];
}

/**
 * The profile's facts with when she can start, then the biodata's that were recorded (place of
 * birth, siblings...).
 */
export function PersonalInformation({ maid }: { maid: CustomerHelperProfile }) {
  const facts = [
    ...startFacts(maid),
    {
      label: PROFILE_UI_TEXTS.height,
      value: orNotSpecified(maid.height, PROFILE_UI_TEXTS.centimetres),
    },
    {
      label: PROFILE_UI_TEXTS.weight,
      value: orNotSpecified(maid.weight, PROFILE_UI_TEXTS.kilograms),
    },
    { label: PROFILE_UI_TEXTS.maritalStatus, value: orNotSpecified(maid.maritalStatus) },
    { label: PROFILE_UI_TEXTS.numberOfChildren, value: String(maid.NumChildren) },
    {
      label: PROFILE_UI_TEXTS.religion,
      value: orNotSpecified(maid.Religion.trim() || maid.maidDetails.religion),
    },
    { label: PROFILE_UI_TEXTS.education, value: orNotSpecified(maid.maidDetails.highestEducation) },
    ...personalFacts(maid.biodata),
  ];
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.personalInformation} icon={<BadgeRounded />}>
      <FactList facts={facts} />
    </SectionCard>
  );
}
