import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * A legal text as the owner wrote it (terms, privacy notice, consent): a blank line starts a
 * paragraph and `## ` a heading. Plain text only: nothing in it is ever read as markup.
 */
export function LegalTextBody({
  body,
  headingLevel = "h2",
}: {
  body: string;
  headingLevel?: "h2" | "h3";
}) {
  const blocks = body
    .split(/\n\s*\n|\n(?=## )/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {blocks.map((block, index) =>
        block.startsWith("## ") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text's blocks never reorder
          <Typography key={index} variant="h6" component={headingLevel} sx={{ mt: 1 }}>
            {block.slice(3)}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text's blocks never reorder
          <Typography key={index} sx={{ whiteSpace: "pre-line" }}>
            {block}
          </Typography>
        ),
      )}
    </Box>
  );
}
