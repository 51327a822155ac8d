import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { ADMIN_FILTER_DEFAULTS } from "@/shared/ui-limits.ts";
import { useRangeDraft } from "@/shared/use-range-draft.ts";
import { FILTER_TEXTS } from "../../texts.ts";
import type { Range, RangeKey } from "../../utils/admin-filters.ts";

type RangeFilterProps = {
  filter: RangeKey;
  title: string;
  value: Range;
  format: (value: number) => string;
  /** Called once a move ends (handle released, or a key pressed), not on every pixel. */
  onCommit: (range: Range) => void;
};

/** Two handles that stay at least one step apart (docs/product.md#helper-management); both ends inclusive. */
export function RangeFilter({ filter, title, value, format, onCommit }: RangeFilterProps) {
  const titleId = useId();
  const { min, max, step } = ADMIN_FILTER_DEFAULTS[filter];
  const { draft, handleChange, handleCommit } = useRangeDraft(value, step, onCommit);
  const [low, high] = draft;

  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="p">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {FILTER_TEXTS.range(format(low), format(high))}
        </Typography>
      </Box>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={[low, high]}
          min={min}
          max={max}
          step={step}
          disableSwap
          size="small"
          color="secondary"
          onChange={handleChange}
          onChangeCommitted={handleCommit}
          getAriaLabel={(index) =>
            index === 0 ? FILTER_TEXTS.minimum(title) : FILTER_TEXTS.maximum(title)
          }
          getAriaValueText={format}
        />
      </Box>
    </Box>
  );
}
