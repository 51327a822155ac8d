import type { PlacementCase } from "@maids/contract/placements.ts";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { CustomerFitsPanel } from "@/shared/matching/customer-fits-panel.tsx";
import { MATCHING_TEXTS } from "@/shared/matching/texts.ts";
import { helperHref } from "@/shared/paths.ts";
import { useAddCandidate } from "../api/case-mutations.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";
import { type HelperOption, HelperPicker } from "./helper-picker.tsx";

/** The helpers the family considers, and a field to add one by her ID. */
export function CaseCandidates({
  placement,
  locked,
}: {
  placement: PlacementCase;
  locked: boolean;
}) {
  const [helper, setHelper] = useState<HelperOption | null>(null);
  const [tried, setTried] = useState(false);
  const add = useAddCandidate(placement.id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!helper) return;
    add.mutate(helper.id, {
      onSuccess: () => {
        setHelper(null);
        setTried(false);
      },
    });
  }

  return (
    <Box component="section" aria-labelledby="case-candidates">
      <Typography id="case-candidates" variant="h5" component="h2" sx={{ mb: 1 }}>
        {TEXTS.candidates}
      </Typography>
      {placement.candidates.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noCandidatesYet}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="case-candidates"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
        >
          {placement.candidates.map((helper) => (
            <Box
              component="li"
              key={helper.id}
              sx={{ display: "flex", gap: 1.5, alignItems: "center" }}
            >
              <Avatar src={resolveImageUrl(helper.imageUrl)} alt="" variant="rounded">
                {helper.name.charAt(0)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Link
                  href={helperHref(helper.id)}
                  target="_blank"
                  rel="noopener"
                  sx={{ fontWeight: 700 }}
                >
                  {helper.name}
                </Link>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {helper.country} · ID {helper.id}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {!locked && (
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: "flex", gap: 1, mt: 2, alignItems: "flex-start", flexWrap: "wrap" }}
        >
          <HelperPicker
            size="small"
            label={TEXTS.addCandidate}
            value={helper}
            onChange={setHelper}
            error={tried && !helper ? TEXTS.chooseHelper : undefined}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            {TEXTS.addCandidateButton}
          </Button>
        </Box>
      )}
      {!locked && (
        <Box sx={{ mt: 2 }}>
          <CustomerFitsPanel
            customerId={placement.customer.id}
            ticks={{
              selected: new Set(placement.candidates.map(({ id }) => id)),
              toggle: (helperId) => {
                if (!placement.candidates.some(({ id }) => id === helperId)) add.mutate(helperId);
              },
              label: MATCHING_TEXTS.staff.putForward,
            }}
          />
        </Box>
      )}
      {add.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {add.error.message}
        </Alert>
      )}
    </Box>
  );
}
