import Typography from "@mui/material/Typography";

type SectionHeadingProps = {
  id: string;
  overline: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  inverted?: boolean;
};

/** A section's small overline, its h2 and an optional introduction. */
export function SectionHeading({
  id,
  overline,
  title,
  intro,
  align = "left",
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div style={{ textAlign: align }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: inverted ? "primary.light" : "brand.accent", mb: 1 }}
      >
        {overline}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        sx={{
          maxWidth: align === "center" ? "20em" : undefined,
          mx: align === "center" ? "auto" : 0,
        }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography
          sx={{
            color: inverted ? "onInk.secondary" : "text.secondary",
            mt: 1.5,
            maxWidth: "40em",
            mx: align === "center" ? "auto" : 0,
          }}
        >
          {intro}
        </Typography>
      )}
    </div>
  );
}
