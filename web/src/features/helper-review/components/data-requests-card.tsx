import { formatDay } from "@maids/contract/days.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useDataRequests, useMarkDataRequestHandled } from "../api/helper-review.ts";
import { HELPER_REVIEW_TEXTS as TEXTS } from "../texts.ts";

/** Requests about personal data (PDPA) on the dashboard: open ones first, each marked handled. */
export function DataRequestsCard({ canHandle }: { canHandle: boolean }) {
  const requests = useDataRequests();
  const handle = useMarkDataRequestHandled();
  return (
    <Card
      component="section"
      aria-labelledby="data-requests-title"
      sx={{ p: 3, mt: 4, display: "grid", gap: 1.5 }}
    >
      <Typography id="data-requests-title" variant="h5" component="h2">
        {TEXTS.dataRequests}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.dataRequestsIntro}
      </Typography>
      {requests.isError && <Alert severity="error">{TEXTS.loadFailed}</Alert>}
      {requests.data?.length === 0 && <Typography>{TEXTS.noDataRequests}</Typography>}
      <Box
        component="ul"
        aria-labelledby="data-requests-title"
        sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
      >
        {requests.data?.map((request) => (
          <Box
            component="li"
            key={request.id}
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}
          >
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {TEXTS.kinds[request.kind]}: {request.name}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {request.email} · {formatDay(request.requestedAt.slice(0, 10))}
                {request.handledAt &&
                  ` · ${TEXTS.handled(formatDay(request.handledAt.slice(0, 10)))}`}
              </Typography>
            </Box>
            {!request.handledAt && canHandle && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => handle.mutate(request.id)}
                disabled={handle.isPending}
              >
                {TEXTS.markHandled}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
