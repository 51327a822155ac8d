import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../download-file.ts";

type DownloadButtonProps = Omit<ButtonProps, "onClick" | "href"> & {
  /** The API path of the file, e.g. /api/admin/maids/7/biodata.pdf. */
  path: string;
  /** Used when the server does not name the file. */
  fileName: string;
  label: string;
  busyLabel: string;
  failure: string;
};

/** Downloads a file of the API; says so under the button when it fails. */
export function DownloadButton({
  path,
  fileName,
  label,
  busyLabel,
  failure,
  ...button
}: DownloadButtonProps) {
  const download = useMutation({ mutationFn: () => downloadFile(path, fileName) });
  return (
    <Stack spacing={0.75} sx={{ alignItems: "stretch" }}>
      <Button
        variant="outlined"
        color="secondary"
        {...button}
        disabled={download.isPending || button.disabled}
        startIcon={
          download.isPending ? (
            <CircularProgress size={16} color="inherit" aria-hidden />
          ) : (
            <FileDownloadOutlined />
          )
        }
        onClick={() => download.mutate()}
      >
        {download.isPending ? busyLabel : label}
      </Button>
      {download.isError && (
        <Typography role="alert" variant="body2" sx={{ color: "error.main", fontWeight: 600 }}>
          {failure}
        </Typography>
      )}
    </Stack>
  );
}
