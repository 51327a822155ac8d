import CloseRounded from "@mui/icons-material/CloseRounded";
import TuneRounded from "@mui/icons-material/TuneRounded";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import { useId, useState } from "react";
import { badgeCount } from "@/shared/format.ts";
import { BADGE_MAX } from "@/shared/ui-limits.ts";
import type { CatalogueFiltersControl } from "../hooks/use-catalogue-filters.ts";
import { CATALOGUE_FILTER_TEXTS as TEXTS } from "../texts.ts";
import { FilterPanel, useHelpersFound } from "./filter-panel.tsx";

/** Below the md breakpoint the filter panel opens from a button, in a drawer. */
export function MobileFilters({ control }: { control: CatalogueFiltersControl }) {
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const { total } = useHelpersFound(control);
  const close = () => setOpen(false);
  const { activeCount } = control;

  return (
    <>
      <Badge
        badgeContent={activeCount}
        max={BADGE_MAX}
        color="primary"
        slotProps={{ badge: { "aria-hidden": true } }}
      >
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<TuneRounded />}
          aria-label={
            activeCount > 0 ? TEXTS.filtersButtonLabel(badgeCount(activeCount)) : undefined
          }
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
        >
          {TEXTS.filters}
        </Button>
      </Badge>
      <Drawer
        id={drawerId}
        anchor="left"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            sx: {
              width: "min(360px, calc(100vw - 40px))",
              borderTopRightRadius: 20,
              borderBottomRightRadius: 20,
            },
          },
        }}
      >
        <Box sx={{ display: "flex", justifyContent: "flex-end", px: 1, pt: 1 }}>
          <IconButton aria-label={TEXTS.closeFilters} onClick={close}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: "auto", px: 2.5, pb: 2 }}>
          <FilterPanel control={control} />
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: "divider" }}>
          <Button variant="contained" fullWidth size="large" onClick={close}>
            {total === undefined ? TEXTS.showHelpers : TEXTS.showResults(total)}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
