import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import type { Range } from "@/shared/range.ts";
import { useRangeDraft } from "@/shared/use-range-draft.ts";
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

/** An inclusive range whose two handles stay at least one step apart (docs/product.md#catalogue). */
export function RangeFilter({
  title,
  value,
  limits,
  format,
  handleLabels,
  onCommit,
}: RangeFilterProps) {
  const { draft, handleChange, handleCommit } = useRangeDraft(value, limits.step, onCommit);

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
