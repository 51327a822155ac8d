import { formatDay } from "@maids/contract/days.ts";
import type { HelperProfileStatus } from "@maids/contract/helper-accounts.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useHelperProfiles } from "../api/helper-review.ts";
import { HELPER_REVIEW_TEXTS as TEXTS } from "../texts.ts";
import { ReviewDialog } from "./review-dialog.tsx";

/** Helper accounts' profiles: those sent for review first, each opened to decide on. */
export function HelperReviewScreen() {
  const [status, setStatus] = useState<HelperProfileStatus | undefined>("submitted");
  const [open, setOpen] = useState<number | null>(null);
  const profiles = useHelperProfiles(status);
  return (
    <Box sx={{ display: "grid", gap: 2.5, maxWidth: 1000 }}>
      <Box>
        <Typography variant="h3" component="h1">
          {TEXTS.title}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.intro}</Typography>
      </Box>
      <Tabs
        value={status ?? "all"}
        onChange={(_, value) => setStatus(value === "all" ? undefined : value)}
      >
        <Tab value="submitted" label={TEXTS.waiting} />
        <Tab value="all" label={TEXTS.all} />
      </Tabs>
      {profiles.isError && <Alert severity="error">{TEXTS.loadFailed}</Alert>}
      {profiles.isPending && <Skeleton variant="rounded" height={120} />}
      {profiles.data?.length === 0 && <Typography>{TEXTS.none}</Typography>}
      <Box
        component="ul"
        aria-label={TEXTS.title}
        sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
      >
        {profiles.data?.map((profile) => (
          <Card
            component="li"
            key={profile.userId}
            sx={{ p: 2, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700 }}>{profile.name}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {profile.email}
                {profile.submittedAt &&
                  ` · ${TEXTS.sentOn(formatDay(profile.submittedAt.slice(0, 10)))}`}
                {profile.helperId !== null && ` · ${TEXTS.linked(profile.helperId)}`}
              </Typography>
            </Box>
            <Chip
              label={TEXTS.statuses[profile.status]}
              color={profile.status === "submitted" ? "warning" : "default"}
              size="small"
            />
            <Button variant="outlined" onClick={() => setOpen(profile.userId)}>
              {TEXTS.review}
            </Button>
          </Card>
        ))}
      </Box>
      {open !== null && <ReviewDialog userId={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
