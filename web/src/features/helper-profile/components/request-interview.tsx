import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import EventAvailableRounded from "@mui/icons-material/EventAvailableRounded";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDate } from "@/shared/format.ts";
import { useInterviewRequest } from "../api/get-interview-requests.ts";
import { useRequestInterview } from "../api/request-interview.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";

function buttonLabel(isRequested: boolean, isSending: boolean): string {
  if (isRequested) return PROFILE_UI_TEXTS.interviewRequested;
  if (isSending) return PROFILE_UI_TEXTS.sendingRequest;
  return HELPER_PROFILE_TEXTS.requestInterview;
}

/** For signed-in customers: asks the agency to arrange an interview with this helper. */
export function RequestInterview({ maidId }: { maidId: number }) {
  const earlierRequest = useInterviewRequest(maidId);
  const request = useRequestInterview();
  const isRequested = earlierRequest !== undefined || request.isSuccess;

  return (
    <Stack spacing={1.5}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<EventAvailableRounded />}
        loading={request.isPending}
        loadingPosition="start"
        disabled={isRequested}
        onClick={() => request.mutate(maidId)}
      >
        {buttonLabel(isRequested, request.isPending)}
      </Button>
      {request.isSuccess && <Alert severity="success">{PROFILE_UI_TEXTS.interviewSent}</Alert>}
      {!request.isSuccess && earlierRequest && (
        <Typography variant="body2" sx={{ color: "text.secondary", textAlign: "center" }}>
          {PROFILE_UI_TEXTS.interviewRequestedOn(formatDate(earlierRequest.requestedAt))}
        </Typography>
      )}
      {request.isError && <Alert severity="error">{request.error.message}</Alert>}
    </Stack>
  );
}
