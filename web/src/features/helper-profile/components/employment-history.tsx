import type { CustomerHelper, EmploymentEntry } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import { formatEmploymentDuration } from "@maids/contract/profile-derived.ts";
import WorkHistoryRounded from "@mui/icons-material/WorkHistoryRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDate } from "@/shared/format.ts";
import { PROFILE_BIODATA_TEXTS } from "../biodata-texts.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { orNotSpecified } from "../utils/format.ts";
import { CountryFlag } from "./country-flag.tsx";
import { FactList } from "./fact-list.tsx";
import { SectionCard } from "./section-card.tsx";

function EntryHeading({ entry }: { entry: EmploymentEntry }) {
  const duration = formatEmploymentDuration(entry.startDate, entry.endDate);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}
    >
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <CountryFlag country={entry.country} height={15} />
          <Typography variant="h6" component="h3">
            {entry.country}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.25 }}>
          {PROFILE_UI_TEXTS.dateRange(formatDate(entry.startDate), formatDate(entry.endDate))}
        </Typography>
      </Box>
      {duration && (
        <Chip
          label={duration}
          sx={{ bgcolor: "brand.tint", color: "brand.accentStrong", fontWeight: 700 }}
        />
      )}
    </Stack>
  );
}

/** The former employer's words, as a quotation under the entry's facts. */
function EmployerFeedback({ feedback }: { feedback: string }) {
  return (
    <Box component="figure" sx={{ m: 0, display: "grid", gap: 0.5 }}>
      <Typography component="figcaption" variant="body2" sx={{ color: "text.secondary" }}>
        {PROFILE_BIODATA_TEXTS.feedback}
      </Typography>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          pl: 1.5,
          borderLeft: 3,
          borderColor: "brand.tint",
          fontStyle: "italic",
          whiteSpace: "pre-line",
          overflowWrap: "anywhere",
        }}
      >
        {feedback}
      </Typography>
    </Box>
  );
}

function EmploymentEntryItem({ entry }: { entry: EmploymentEntry }) {
  const facts = [
    { label: PROFILE_UI_TEXTS.familyMembers, value: String(entry.noOfFamilyMember) },
    { label: PROFILE_UI_TEXTS.mainJobScope, value: orNotSpecified(entry.mainJobScope) },
    { label: PROFILE_UI_TEXTS.employer, value: orNotSpecified(entry.employerDescription) },
    { label: PROFILE_UI_TEXTS.reasonForLeaving, value: orNotSpecified(entry.reasonOfLeaving) },
    ...(entry.employerType.trim()
      ? [{ label: PROFILE_BIODATA_TEXTS.employerType, value: entry.employerType }]
      : []),
  ];
  const feedback = entry.feedback.trim();
  return (
    <Box
      component="li"
      sx={{
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: "divider",
        borderLeft: "4px solid",
        borderLeftColor: "primary.main",
        borderRadius: "12px",
        display: "grid",
        gap: 2,
      }}
    >
      <EntryHeading entry={entry} />
      <FactList facts={facts} />
      {feedback && <EmployerFeedback feedback={feedback} />}
    </Box>
  );
}

/** Most recent first. */
function newestFirst(entries: readonly EmploymentEntry[]): EmploymentEntry[] {
  return [...entries].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

export function EmploymentHistory({ maid }: { maid: CustomerHelper }) {
  const summary = maid.maidDetails.employmentHistory.trim();
  const entries = newestFirst(maid.employmentDetails);
  const isEmpty = entries.length === 0 && !summary;
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.employmentHistory} icon={<WorkHistoryRounded />}>
      <Stack spacing={2}>
        {summary && (
          <Typography sx={{ whiteSpace: "pre-line", lineHeight: 1.7 }}>{summary}</Typography>
        )}
        {isEmpty && (
          <Typography sx={{ color: "text.secondary" }}>
            {HELPER_PROFILE_TEXTS.noEmploymentHistory}
          </Typography>
        )}
        {entries.length > 0 && (
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: "none" }}>
            {entries.map((entry) => (
              <EmploymentEntryItem
                key={`${entry.country}-${entry.startDate}-${entry.endDate}`}
                entry={entry}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
