import type { DashboardDue } from "@maids/contract/placements.ts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { placementHref } from "@/shared/paths.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { DueChip } from "./due-chip.tsx";

/** Overdue items first (red), then those due soon (amber), each linking to its case. */
export function DueList({ items, labelledBy }: { items: DashboardDue[]; labelledBy: string }) {
  if (items.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{TEXTS.noDue}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
    >
      {items.map((item) => (
        <Card
          component="li"
          variant="outlined"
          key={`${item.caseId}-${item.kind}-${item.dueOn}`}
          data-status={item.status}
          sx={{
            p: 1.5,
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 1,
            borderLeft: 4,
            borderLeftColor: item.status === "overdue" ? "error.main" : "warning.main",
          }}
        >
          <DueChip item={item} />
          <Link component={RouterLink} to={placementHref(item.caseId)} sx={{ fontWeight: 700 }}>
            {item.reference}
          </Link>
          <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {item.customerName} · {item.helperName} · {item.owner.name}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
