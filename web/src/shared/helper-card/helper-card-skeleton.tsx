import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import { helperCardHeight } from "./helper-card.tsx";
import { skillsAreaHeight } from "./skill-icons.tsx";

export function HelperCardSkeleton() {
  return (
    <Card aria-hidden sx={{ display: "flex", flexDirection: "column", height: helperCardHeight }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ flex: 1, height: "auto" }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="65%" height={28} />
        <Skeleton width="50%" />
        <Skeleton width="35%" height={28} sx={{ mb: 0.75 }} />
        <Box sx={{ display: "flex", gap: 0.75, minHeight: skillsAreaHeight }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="rounded" width={96} height={26} sx={{ mt: 0.5 }} />
        </Box>
      </Box>
    </Card>
  );
}
