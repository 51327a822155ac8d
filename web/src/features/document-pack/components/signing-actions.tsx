import {
  type CaseDocument,
  documentToRead,
  SIGNER_LABELS,
  type SignerRole,
  type SigningLink,
} from "@maids/contract/document-pack.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "@/shared/format.ts";
import { useCreateSigningLink, useStaffSign } from "../api/document-signing.ts";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";
import { SigningPanel } from "./signing-panel.tsx";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.pack;
const LINK_ROLES = ["employer", "spouse", "sponsor", "helper"] as const;
type LinkRole = (typeof LINK_ROLES)[number];

const waitsFor = (document: CaseDocument, role: SignerRole) =>
  document.signers.some((signer) => signer.role === role && signer.signedAt === null);

/** Documents whose other signers have all signed, waiting for the case owner. */
const readyForOwner = (document: CaseDocument) =>
  waitsFor(document, "case_owner") &&
  document.signers.every((signer) => signer.role === "case_owner" || signer.signedAt !== null);

function SignDialog({
  caseId,
  role,
  documents,
  onClose,
}: {
  caseId: number;
  role: "helper" | "case_owner";
  documents: CaseDocument[];
  onClose: () => void;
}) {
  const sign = useStaffSign(caseId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="body">
      <DialogTitle>
        {role === "helper" ? TEXTS.signDialogHelper : TEXTS.signDialogOwner}
      </DialogTitle>
      <DialogContent>
        <SigningPanel
          documents={documents.map(documentToRead)}
          pending={sign.isPending}
          error={sign.error}
          done={sign.isSuccess}
          onSign={(body) => sign.mutate({ ...body, role })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function HelperLinkDialog({ link, onClose }: { link: SigningLink; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{TEXTS.helperLinkTitle}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography variant="body2">
          {TEXTS.helperLinkHint} {formatDateTime(link.expiresAt)}.
        </Typography>
        <Typography sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
          {link.url}
        </Typography>
        <Typography variant="h4" component="p" aria-label="code" sx={{ letterSpacing: 6 }}>
          {link.code}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(link.url)}>{TEXTS.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Sending signing links, the helper signing on this device, the case owner signing last. */
export function SigningActions({
  caseId,
  documents,
}: {
  caseId: number;
  documents: CaseDocument[];
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [signing, setSigning] = useState<"helper" | "case_owner" | null>(null);
  const createLink = useCreateSigningLink(caseId);
  const [shownLink, setShownLink] = useState<SigningLink | null>(null);
  const roles = LINK_ROLES.filter((role) => documents.some((document) => waitsFor(document, role)));
  const forHelper = documents.filter((document) => waitsFor(document, "helper"));
  const forOwner = documents.filter(readyForOwner);
  const send = (role: LinkRole) => {
    setMenu(null);
    createLink.mutate(role, { onSuccess: (link) => role === "helper" && setShownLink(link) });
  };
  return (
    <>
      {roles.length > 0 && (
        <Button variant="outlined" onClick={(event) => setMenu(event.currentTarget)}>
          {TEXTS.sendLink}
        </Button>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {roles.map((role) => (
          <MenuItem key={role} onClick={() => send(role)}>
            {TEXTS.linkFor} {SIGNER_LABELS[role].toLowerCase()}
          </MenuItem>
        ))}
      </Menu>
      {forHelper.length > 0 && (
        <Button variant="outlined" onClick={() => setSigning("helper")}>
          {TEXTS.signInPerson}
        </Button>
      )}
      {forOwner.length > 0 && (
        <Button variant="outlined" color="secondary" onClick={() => setSigning("case_owner")}>
          {TEXTS.signAsOwner}
        </Button>
      )}
      {(createLink.isError || (createLink.isSuccess && createLink.data.mailed)) && (
        <Box sx={{ flexBasis: "100%" }}>
          <Alert severity={createLink.isError ? "error" : "success"} role="status">
            {createLink.isError ? createLink.error.message : TEXTS.linkSent}
          </Alert>
        </Box>
      )}
      {shownLink && <HelperLinkDialog link={shownLink} onClose={() => setShownLink(null)} />}
      {signing && (
        <SignDialog
          caseId={caseId}
          role={signing}
          documents={signing === "helper" ? forHelper : forOwner}
          onClose={() => setSigning(null)}
        />
      )}
    </>
  );
}
