import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

type Block = { heading: boolean; text: string };

/** A line `## ` is a heading; a blank line ends a paragraph; other lines join the paragraph. */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ heading: false, text: paragraph.join("\n") });
    paragraph = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith("## ")) {
      endParagraph();
      blocks.push({ heading: true, text: line.slice(3).trim() });
    } else if (line.trim() === "") endParagraph();
    else paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

/**
 * A legal text as the owner wrote it (terms, privacy notice, consent). Plain text only: nothing
 * in it is ever read as markup.
 */
export function LegalTextBody({
  body,
  headingLevel = "h2",
}: {
  body: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {blocksOf(body).map((block, index) =>
        block.heading ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never reorder
          <Typography key={index} variant="h6" component={headingLevel} sx={{ mt: 1 }}>
            {block.text}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never reorder
          <Typography key={index} sx={{ whiteSpace: "pre-line" }}>
            {block.text}
          </Typography>
        ),
      )}
    </Box>
  );
}
