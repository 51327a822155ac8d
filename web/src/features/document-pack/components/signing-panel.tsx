import {
  DOCUMENT_LANGUAGE_LABELS,
  type DocumentToRead,
  type SignBody,
} from "@maids/contract/document-pack.ts";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { type FormEvent, type ReactNode, useCallback, useState } from "react";
import { fieldErrorsOf } from "@/shared/forms/field-errors.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";
import { DocumentReader } from "./document-reader.tsx";
import { SignatureField, type SignatureValue } from "./signature-field.tsx";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.signing;

export interface SigningPanelProps {
  documents: DocumentToRead[];
  /** More to fill in before signing: the NRIC's last four, the helper's code. */
  extraFields?: (errors: Record<string, string>) => ReactNode;
  onSign: (body: SignBody) => void;
  pending: boolean;
  error: Error | null;
  done: boolean;
}

/** Reads each document in full, then one signature for them all: drawn or typed. */
export function SigningPanel({
  documents,
  extraFields,
  onSign,
  pending,
  error,
  done,
}: SigningPanelProps) {
  const [signature, setSignature] = useState<SignatureValue>(null);
  const [read, setRead] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const onSignature = useCallback((value: SignatureValue) => setSignature(value), []);
  const errors = fieldErrorsOf(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!read) return setMissing(TEXTS.readFirst);
    if (!signature) return setMissing(TEXTS.signFirst);
    setMissing(null);
    onSign({
      documents: documents.map((document) => ({ id: document.id, sha256: document.sha256 })),
      signature,
    });
  };
  if (done) return <Alert severity="success">{TEXTS.done}</Alert>;
  const signatureError = errors["signature.image"] ?? errors["signature.name"] ?? errors.signature;
  const shownError = error && Object.keys(errors).length === 0 ? error.message : null;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.readEach(documents.length)}
      </Typography>
      <Box>
        {documents.map((document) => (
          <Accordion key={document.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 600 }}>
                {document.title}
                {document.language === "en"
                  ? ""
                  : ` · ${DOCUMENT_LANGUAGE_LABELS[document.language]}`}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <DocumentReader text={document.text} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      {extraFields?.(errors)}
      <SignatureField onChange={onSignature} error={signatureError} />
      <FormControlLabel
        control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />}
        label={TEXTS.confirmRead}
      />
      {(missing || shownError) && <Alert severity="error">{missing ?? shownError}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? TEXTS.signing : TEXTS.sign(documents.length)}
        </Button>
      </Box>
    </Box>
  );
}
