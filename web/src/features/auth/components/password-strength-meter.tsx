import { AUTH_UI_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { passwordStrength, STRENGTH_CRITERIA_COUNT } from "../utils/password-strength.ts";

const LEVEL_COLOURS = {
  weak: "error",
  fair: "warning",
  good: "info",
  strong: "success",
} as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, level, label } = passwordStrength(password);
  const colour = LEVEL_COLOURS[level];
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", mb: 0.75 }}>
        <Typography variant="caption" sx={{ color: "text.secondary", fontWeight: 600 }}>
          {AUTH_UI_TEXTS.strengthLabel}
        </Typography>
        <Typography
          variant="caption"
          data-testid="password-strength-label"
          sx={{ fontWeight: 700, color: `${colour}.dark` }}
        >
          {label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(score / STRENGTH_CRITERIA_COUNT) * 100}
        color={colour}
        aria-label={AUTH_UI_TEXTS.strengthLabel}
        aria-valuetext={label}
        sx={{ height: 8, borderRadius: 4, "& .MuiLinearProgress-bar": { borderRadius: 4 } }}
      />
    </Box>
  );
}
