import { type DocumentBlock, documentBlocks } from "@maids/contract/document-markup.ts";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

function Block({ block }: { block: DocumentBlock }): ReactNode {
  switch (block.type) {
    case "title":
      return (
        <Typography variant="h6" component="h3" sx={{ color: "primary.dark" }}>
          {block.text}
        </Typography>
      );
    case "heading":
      return (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mt: 1 }}>
          {block.text}
        </Typography>
      );
    case "paragraph":
      return <Typography variant="body2">{block.text}</Typography>;
    case "item":
      return (
        <Typography variant="body2" component="li" sx={{ ml: 2.5 }}>
          {block.text}
        </Typography>
      );
    case "table":
      return (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place.
                  <TableCell key={index} sx={{ fontWeight: 700 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
                <TableRow key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                    <TableCell key={index}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      );
  }
}

/** A generated document laid out for reading on any screen, as its PDF lays it out on paper. */
export function DocumentReader({ text }: { text: string }) {
  return (
    <Box sx={{ display: "grid", gap: 1, overflowWrap: "anywhere" }}>
      {documentBlocks(text).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place.
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
