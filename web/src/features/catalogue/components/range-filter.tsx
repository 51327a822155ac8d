import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { keepHandlesApart, type Range } from "@/shared/range.ts";
import { CATALOGUE_FILTER_TEXTS } from "../texts.ts";
import { FilterSection } from "./filter-section.tsx";

type RangeFilterProps = {
  title: string;
  value: Range;
  limits: { min: number; max: number; step: number };
  format: (value: number) => string;
  handleLabels: readonly [low: string, high: string];
  /** Called once a move ends (handle released, or a key pressed), not on every pixel. */
  onCommit: (value: Range) => void;
};

function sameRange(a: Range, b: Range) {
  return a[0] === b[0] && a[1] === b[1];
}

/** An inclusive range whose two handles stay at least one step apart (SPEC.md section 5). */
export function RangeFilter({
  title,
  value,
  limits,
  format,
  handleLabels,
  onCommit,
}: RangeFilterProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const moved = useRef<Range | null>(null);

  // A new value from outside (Clear All, Back) replaces the one being shown.
  if (!sameRange(shownValue, value)) {
    setShownValue(value);
    setDraft(value);
  }

  function handleChange(_event: Event, next: number | number[], activeThumb: number) {
    if (!Array.isArray(next)) return;
    const kept = keepHandlesApart(next, draft, activeThumb, limits.step);
    moved.current = kept;
    setDraft(kept);
  }

  function handleCommit() {
    const committed = moved.current;
    moved.current = null;
    if (committed && !sameRange(committed, value)) onCommit(committed);
  }

  const text = CATALOGUE_FILTER_TEXTS.range(format(draft[0]), format(draft[1]));
  return (
    <FilterSection title={title} summary={text}>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={[draft[0], draft[1]]}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          disableSwap
          color="secondary"
          onChange={handleChange}
          onChangeCommitted={handleCommit}
          valueLabelDisplay="auto"
          valueLabelFormat={format}
          getAriaLabel={(index) => handleLabels[index === 0 ? 0 : 1]}
          getAriaValueText={format}
        />
        <Box sx={{ display: "flex", justifyContent: "space-between", mt: -0.5 }}>
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {format(limits.min)}
          </Typography>
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {format(limits.max)}
          </Typography>
        </Box>
      </Box>
    </FilterSection>
  );
}
