import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The title of one of her pages and the line that says what it is for. */
export function HelperPageTitle({
  title,
  intro,
  id,
}: {
  title: string;
  intro: string;
  id?: string;
}) {
  return (
    <Box>
      <Typography variant="h3" component="h1" id={id}>
        {title}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{intro}</Typography>
    </Box>
  );
}
