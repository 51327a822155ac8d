import type { SheetFormat } from "@maids/contract/helper-imports.ts";
import ArrowDropDownRounded from "@mui/icons-material/ArrowDropDownRounded";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { exportHelpers } from "../api/export-helpers.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

type ExportMenuProps = {
  /** The list's search and filters as the page request sends them. */
  listParams: Record<string, string>;
  onFailed: () => void;
};

const FORMATS: readonly (readonly [SheetFormat, string])[] = [
  ["xlsx", TEXTS.exportXlsx],
  ["csv", TEXTS.exportCsv],
];

/** "Export": the listed helpers, search and filters applied, as .xlsx or .csv. */
export function ExportMenu({ listParams, onFailed }: ExportMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useMutation({
    mutationFn: (format: SheetFormat) => exportHelpers(listParams, format),
    onError: onFailed,
  });

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={download.isPending}
        startIcon={
          download.isPending ? (
            <CircularProgress size={16} color="inherit" aria-hidden />
          ) : (
            <FileDownloadOutlined />
          )
        }
        endIcon={<ArrowDropDownRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {download.isPending ? TEXTS.exporting : TEXTS.export}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(([format, label]) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              download.mutate(format);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
