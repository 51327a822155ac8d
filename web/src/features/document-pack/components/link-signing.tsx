import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { myDocumentsHref } from "@/shared/paths.ts";
import { useSigningLink, useSignThroughLink } from "../api/document-signing.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";
import { SigningPanel } from "./signing-panel.tsx";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.link;

/** A personal signing link opened: the signer's documents, their code if needed, their signature. */
export function LinkSigning({ token }: { token: string }) {
  const link = useSigningLink(token);
  const sign = useSignThroughLink(token);
  const [code, setCode] = useState("");
  if (link.isPending) return <Skeleton variant="rounded" height={320} />;
  if (link.isError) return <Alert severity="error">{link.error.message}</Alert>;
  const view = link.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {TEXTS.title}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          {TEXTS.for(view.name, view.agencyName)} · {view.reference}
        </Typography>
      </Box>
      {view.needsFamilySignIn ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={myDocumentsHref(view.reference)} color="inherit">
              {TEXTS.goToDocuments}
            </Button>
          }
        >
          {TEXTS.signInFirst}
        </Alert>
      ) : view.documents.length === 0 && !sign.isSuccess ? (
        <Alert severity="success">{DOCUMENT_PACK_UI_TEXTS.signing.nothingLeft}</Alert>
      ) : (
        <SigningPanel
          documents={view.documents}
          pending={sign.isPending}
          error={sign.error}
          done={sign.isSuccess}
          onSign={(body) => sign.mutate(view.needsCode ? { ...body, code } : body)}
          extraFields={(errors) =>
            view.needsCode && (
              <TextField
                label={DOCUMENT_PACK_UI_TEXTS.signing.code}
                value={code}
                onChange={(event) => setCode(event.target.value.trim())}
                error={Boolean(errors.code)}
                helperText={errors.code}
                slotProps={{
                  htmlInput: { inputMode: "numeric", maxLength: 6, autoComplete: "one-time-code" },
                }}
                sx={{ maxWidth: 320 }}
              />
            )
          }
        />
      )}
    </Paper>
  );
}
