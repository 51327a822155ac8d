import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import TuneRounded from "@mui/icons-material/TuneRounded";
import { DEFAULT_SKILLS_TEXT } from "@/shared/ui-limits.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { orNotSpecified } from "../utils/format.ts";
import { FactList } from "./fact-list.tsx";
import { SectionCard } from "./section-card.tsx";

const listed = (items: readonly string[]) => items.join(", ");

/** Only what the profile records: rest days, experience, skills and spoken languages. */
export function WorkPreferences({ maid }: { maid: CatalogueHelper }) {
  const facts = [
    {
      label: PROFILE_UI_TEXTS.restDaysWanted,
      value: PROFILE_UI_TEXTS.restDaysWantedValue(maid.maidDetails.restDay),
    },
    { label: PROFILE_UI_TEXTS.experienceWith, value: orNotSpecified(listed(maid.type)) },
    {
      label: PROFILE_UI_TEXTS.happyToHelpWith,
      value: listed(maid.skills) || DEFAULT_SKILLS_TEXT,
    },
    { label: PROFILE_UI_TEXTS.comfortableSpeaking, value: orNotSpecified(listed(maid.languages)) },
  ];
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.workPreferences} icon={<TuneRounded />}>
      <FactList facts={facts} stackOnPhones />
    </SectionCard>
  );
}
