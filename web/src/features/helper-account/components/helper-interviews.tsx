import type { HelperInterview } from "@maids/contract/helper-accounts.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useAnswerInterview, useHelperInterviews } from "../api/helper-account.ts";
import { useDayFormat } from "./day-format.ts";
import { HelperPageTitle } from "./helper-page-title.tsx";

function InterviewCard({ interview }: { interview: HelperInterview }) {
  const { t } = useTranslation();
  const answer = useAnswerInterview();
  const day = useDayFormat();
  const send = (value: "agreed" | "declined") => answer.mutate({ id: interview.id, answer: value });
  return (
    <Card component="li" sx={{ p: 2.5, display: "grid", gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {t("interviews.family", { name: interview.familyFirstName })}
      </Typography>
      <Typography variant="body2">
        {interview.district
          ? t("interviews.district", { district: interview.district })
          : t("interviews.districtUnknown")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("interviews.requested", { date: day(interview.requestedAt) })}
      </Typography>
      {interview.answer && (
        <Alert severity={interview.answer === "agreed" ? "success" : "info"}>
          {t(`interviews.${interview.answer}`)}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          variant={interview.answer === "agreed" ? "contained" : "outlined"}
          onClick={() => send("agreed")}
          disabled={answer.isPending}
        >
          {t("interviews.agree")}
        </Button>
        <Button
          variant={interview.answer === "declined" ? "contained" : "outlined"}
          color="secondary"
          onClick={() => send("declined")}
          disabled={answer.isPending}
        >
          {t("interviews.decline")}
        </Button>
      </Box>
    </Card>
  );
}

/** The interview requests for her, each to agree or decline. */
export function HelperInterviews() {
  const { t } = useTranslation();
  const interviews = useHelperInterviews();
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <HelperPageTitle
        title={t("interviews.title")}
        intro={t("interviews.intro")}
        id="helper-interviews"
      />
      {interviews.isError && <Alert severity="error">{t("common.loadFailed")}</Alert>}
      {interviews.isPending && <Skeleton variant="rounded" height={160} />}
      {interviews.data?.length === 0 && <Typography>{t("interviews.none")}</Typography>}
      {interviews.data && interviews.data.length > 0 && (
        <Box
          component="ul"
          aria-labelledby="helper-interviews"
          sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}
        >
          {interviews.data.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} />
          ))}
        </Box>
      )}
    </Box>
  );
}
