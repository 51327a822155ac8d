import CheckRounded from "@mui/icons-material/CheckRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";

type OptionFilterProps = {
  title: string;
  options: readonly string[];
  chosen: readonly string[];
  onToggle: (option: string) => void;
  /** The chip's text, when the option is not itself shown (a supplier's id). */
  labelOf?: (option: string) => string;
};

/** Toggle chips; a helper matches when she has any chosen option (docs/product.md#helper-management). */
export function OptionFilter({
  title,
  options,
  chosen,
  onToggle,
  labelOf = (option) => option,
}: OptionFilterProps) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
        {options.map((option) => {
          const isChosen = chosen.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              size="small"
              clickable
              aria-pressed={isChosen}
              icon={isChosen ? <CheckRounded aria-hidden /> : undefined}
              color={isChosen ? "secondary" : "default"}
              variant={isChosen ? "filled" : "outlined"}
              onClick={() => onToggle(option)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
