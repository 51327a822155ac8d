import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";

type BrandMarkProps = {
  size?: number;
  /** Names the logo for assistive technology; without it the mark is decorative. */
  label?: string;
};

export function BrandMark({ size = 36, label }: BrandMarkProps) {
  const { palette } = useTheme();
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      sx={{ width: size, height: size, flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="16" fill={palette.primary.main} />
      <path d="M32 14 12 30h6v20h28V30h6z" fill={palette.secondary.main} />
      <path
        d="M32 46s-9-5.6-9-11.4c0-3 2.3-5.1 5-5.1 1.7 0 3.2.9 4 2.2.8-1.3 2.3-2.2 4-2.2 2.7 0 5 2.1 5 5.1C41 40.4 32 46 32 46z"
        fill={palette.primary.main}
      />
    </Box>
  );
}
