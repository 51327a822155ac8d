import type { Dashboard } from "@maids/contract/placements.ts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { formatDateTime } from "@/shared/format.ts";
import { OpenCaseButton } from "@/shared/placements/open-case-button.tsx";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";

type OpenRequest = Dashboard["openInterviewRequests"][number];

/** Interview requests no case follows yet, each with "Open case" for its family and helper. */
export function OpenRequests({
  requests,
  labelledBy,
}: {
  requests: OpenRequest[];
  labelledBy: string;
}) {
  if (requests.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{TEXTS.requestsEmpty}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
    >
      {requests.map((request) => (
        <Card
          component="li"
          variant="outlined"
          key={request.id}
          sx={{ p: 1.5, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}
        >
          <Avatar
            src={resolveImageUrl(request.helper.imageUrl)}
            alt=""
            variant="rounded"
            sx={{ width: 40, height: 40 }}
          >
            {request.helper.name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {request.customer.name} · {request.helper.name}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {TEXTS.requestedOn(formatDateTime(request.requestedAt))}
            </Typography>
          </Box>
          <OpenCaseButton customerId={request.customer.id} maidId={request.helper.id} />
        </Card>
      ))}
    </Box>
  );
}
