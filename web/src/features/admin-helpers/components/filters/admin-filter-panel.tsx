import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import TuneRounded from "@mui/icons-material/TuneRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { badgeCount } from "@/shared/format.ts";
import type { AdminFiltersControl } from "../../hooks/use-admin-filters.ts";
import { FILTER_TEXTS } from "../../texts.ts";
import { OptionField, RangeField, SupplierField } from "./filter-fields.tsx";

const filterGrid = {
  display: "grid",
  columnGap: 4,
  rowGap: 2.5,
  gridTemplateColumns: {
    xs: "1fr",
    sm: "repeat(2, minmax(0, 1fr))",
    lg: "repeat(3, minmax(0, 1fr))",
  },
} as const;

function ActiveBadge({ count }: { count: number }) {
  if (count === 0) return null;
  const shown = badgeCount(count);
  return (
    <Box
      component="span"
      role="status"
      aria-label={FILTER_TEXTS.activeFilters(shown)}
      sx={{
        px: 1,
        borderRadius: 999,
        bgcolor: "primary.main",
        color: "secondary.main",
        fontSize: "0.75rem",
        fontWeight: 700,
        lineHeight: "22px",
      }}
    >
      {shown}
    </Box>
  );
}

function PanelHeader({ control, toggle }: { control: AdminFiltersControl; toggle: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      <TuneRounded aria-hidden sx={{ color: "text.secondary" }} />
      <Typography variant="h6" component="h2">
        {FILTER_TEXTS.filters}
      </Typography>
      <ActiveBadge count={control.activeCount} />
      <Box sx={{ flex: 1 }} />
      <Button
        size="small"
        color="secondary"
        onClick={control.clearAll}
        disabled={control.activeCount === 0}
      >
        {FILTER_TEXTS.clearAll}
      </Button>
      {toggle}
    </Box>
  );
}

/**
 * Collapsed to the core filters by default; expands to every filter of docs/product.md#helper-management,
 * and the supplier.
 */
export function AdminFilterPanel({ control }: { control: AdminFiltersControl }) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const toggle = (
    <Button
      size="small"
      color="secondary"
      variant="outlined"
      aria-expanded={expanded}
      aria-controls={expanded ? moreId : undefined}
      onClick={() => setExpanded((open) => !open)}
      endIcon={
        <ExpandMoreRounded
          sx={{ transform: expanded ? "rotate(180deg)" : "none", transition: "transform 0.2s" }}
        />
      }
    >
      {expanded ? FILTER_TEXTS.fewerFilters : FILTER_TEXTS.moreFilters}
    </Button>
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 4, display: "grid", gap: 2 }}
    >
      <PanelHeader control={control} toggle={toggle} />
      <Box sx={filterGrid}>
        <OptionField control={control} filter="nationality" />
        <OptionField control={control} filter="availability" />
        <RangeField control={control} filter="salary" />
      </Box>
      <Collapse in={expanded} id={moreId} unmountOnExit>
        <Box sx={{ ...filterGrid, pt: 1 }}>
          <RangeField control={control} filter="age" />
          <RangeField control={control} filter="height" />
          <RangeField control={control} filter="weight" />
          <RangeField control={control} filter="loan" />
          <RangeField control={control} filter="children" />
          <OptionField control={control} filter="marital" />
          <OptionField control={control} filter="religion" />
          <OptionField control={control} filter="languages" />
          <OptionField control={control} filter="type" />
          <OptionField control={control} filter="skills" />
          <SupplierField control={control} />
        </Box>
      </Collapse>
    </Paper>
  );
}
