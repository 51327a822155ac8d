import type { SignBody } from "@maids/contract/document-pack.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import SignaturePad from "signature_pad";
import { DOCUMENT_PACK_UI_TEXTS } from "../texts.ts";

const TEXTS = DOCUMENT_PACK_UI_TEXTS.signing;

export type SignatureValue = SignBody["signature"] | null;

/** A canvas to sign on with a finger, a pen or a mouse (signature_pad); null where none draws. */
function DrawingPad({ onChange }: { onChange: (image: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawable, setDrawable] = useState(true);
  useEffect(() => {
    const element = canvas.current;
    if (!element?.getContext("2d")) {
      setDrawable(false);
      return;
    }
    // Sharp lines on high-density screens: the canvas holds device pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")?.scale(ratio, ratio);
    const made = new SignaturePad(element, { penColor: "#10243e" });
    const changed = () => onChange(made.isEmpty() ? null : made.toDataURL("image/png"));
    made.addEventListener("endStroke", changed);
    pad.current = made;
    return () => {
      made.removeEventListener("endStroke", changed);
      made.off();
    };
  }, [onChange]);
  if (!drawable) return <Typography color="text.secondary">{TEXTS.cannotDraw}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={TEXTS.drawHere}
        sx={{
          width: "100%",
          height: 160,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "background.paper",
          touchAction: "none",
        }}
      />
      <Box>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {TEXTS.clear}
        </Button>
      </Box>
    </Box>
  );
}

/** The signer's signature: drawn, or their name typed. */
export function SignatureField({
  onChange,
  error,
}: {
  onChange: (value: SignatureValue) => void;
  error?: string;
}) {
  const [mode, setMode] = useState<"drawn" | "typed">("drawn");
  const [name, setName] = useState("");
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (mode === "typed") onChange(name.trim() ? { kind: "typed", name } : null);
    else onChange(image ? { kind: "drawn", image } : null);
  }, [mode, name, image, onChange]);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Tabs value={mode} onChange={(_, value) => setMode(value)} aria-label={TEXTS.signatureLabel}>
        <Tab value="drawn" label={TEXTS.draw} />
        <Tab value="typed" label={TEXTS.type} />
      </Tabs>
      {mode === "drawn" ? (
        <DrawingPad onChange={setImage} />
      ) : (
        <TextField
          label={TEXTS.typedName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          slotProps={{ htmlInput: { style: { fontStyle: "italic", fontSize: 22 } } }}
        />
      )}
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: "error.main" }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
