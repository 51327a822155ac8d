import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";

type ProgressLineProps = {
  heading: string;
  /** The bar's accessible name. */
  label: string;
  /** 0 to 100; undefined while the amount of work is not known yet. */
  percent: number | undefined;
  detail: string;
};

/** A heading, a progress bar and how far along it is in words. */
export function ProgressLine({ heading, label, percent, detail }: ProgressLineProps) {
  return (
    <Box sx={{ display: "grid", gap: 1.25, py: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={percent === undefined ? "indeterminate" : "determinate"}
        value={percent ?? 0}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" aria-live="polite" sx={{ color: "text.secondary" }}>
        {detail}
      </Typography>
    </Box>
  );
}

/** Done out of total as a whole percentage; undefined while the total is not known. */
export function percentOf({ done, total }: { done: number; total: number }): number | undefined {
  if (total <= 0) return undefined;
  return Math.min(100, Math.round((done / total) * 100));
}
