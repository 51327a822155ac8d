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
};

/** Toggle chips; a helper matches when she has any chosen option (SPEC.md section 9). */
export function OptionFilter({ title, options, chosen, onToggle }: OptionFilterProps) {
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
              label={option}
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
