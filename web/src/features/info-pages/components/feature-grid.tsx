import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

type Feature = { title: string; text: string };

/** Cards of a title and a short text, two or three to a row on wider screens. */
export function FeatureGrid({
  items,
  columns = 2,
}: {
  items: readonly Feature[];
  columns?: 2 | 3;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gridTemplateColumns: {
          sm: "repeat(2, minmax(0, 1fr))",
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 2.5,
      }}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.title}
          sx={{
            p: 3,
            borderRadius: "20px",
            bgcolor: "background.paper",
            border: 1,
            borderColor: "divider",
          }}
        >
          <Typography
            aria-hidden
            sx={{ fontWeight: 800, color: "brand.accent", fontSize: "0.875rem", mb: 1 }}
          >
            {String(index + 1).padStart(2, "0")}
          </Typography>
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", lineHeight: 1.7 }}>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
