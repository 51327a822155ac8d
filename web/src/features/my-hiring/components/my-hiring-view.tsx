import { whatsappUrl } from "@maids/contract/agency.ts";
import { type CustomerHiring, HIRING_TEXTS } from "@maids/contract/placements.ts";
import AssignmentIndRounded from "@mui/icons-material/AssignmentIndRounded";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import HandshakeRounded from "@mui/icons-material/HandshakeRounded";
import RadioButtonUncheckedRounded from "@mui/icons-material/RadioButtonUncheckedRounded";
import WhatsApp from "@mui/icons-material/WhatsApp";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { formatDate } from "@/shared/format.ts";
import { helperHref, myParticularsHref, paths } from "@/shared/paths.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { useMyHiring } from "../api/get-hiring.ts";
import { MY_HIRING_TEXTS as TEXTS } from "../texts.ts";

type Hiring = CustomerHiring[number];

const STATUS = {
  in_progress: { label: HIRING_TEXTS.inProgress, color: "primary" },
  completed: { label: HIRING_TEXTS.completed, color: "success" },
  ended: { label: HIRING_TEXTS.ended, color: "default" },
} as const;

function HelperLine({ hiring }: { hiring: Hiring }) {
  const { helper } = hiring;
  if (!helper) {
    return <Typography sx={{ color: "text.secondary" }}>{TEXTS.helperPending}</Typography>;
  }
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      <Avatar
        src={resolveImageUrl(helper.imageUrl)}
        alt=""
        variant="rounded"
        sx={{ width: 64, height: 64 }}
      >
        {helper.name.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{helper.name}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {helper.country}
        </Typography>
        <Link component={RouterLink} to={helperHref(helper.id)} variant="body2">
          {TEXTS.viewProfile}
        </Link>
      </Box>
    </Box>
  );
}

function Steps({ hiring, headingId }: { hiring: Hiring; headingId: string }) {
  return (
    <Box>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {TEXTS.steps}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.75 }}
      >
        {hiring.steps.map((step) => (
          <Box
            component="li"
            key={step.label}
            data-done={step.done}
            sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}
          >
            {step.done ? (
              <CheckCircleRounded color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <RadioButtonUncheckedRounded aria-hidden sx={{ mt: 0.25, color: "text.disabled" }} />
            )}
            <Box>
              <Typography sx={{ fontWeight: step.done ? 600 : 400 }}>
                {step.label}
                <VisuallyHidden>{` (${step.done ? TEXTS.done : TEXTS.notYet})`}</VisuallyHidden>
              </Typography>
              {step.on && (
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  <time dateTime={step.on}>{formatDate(step.on)}</time>
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function DatesToNote({ hiring, headingId }: { hiring: Hiring; headingId: string }) {
  return (
    <Box>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {HIRING_TEXTS.datesHeading}
      </Typography>
      {hiring.dates.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{TEXTS.noDates}</Typography>
      ) : (
        <Box component="dl" aria-labelledby={headingId} sx={{ m: 0, display: "grid", gap: 1 }}>
          {hiring.dates.map((date) => (
            <Box key={`${date.label}-${date.dueOn}`}>
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                {date.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                <time dateTime={date.dueOn}>{formatDate(date.dueOn)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** What other features show on a case's card (the family's fees), by the case's reference. */
type CaseExtras = (reference: string) => React.ReactNode;

function HiringCard({ hiring, extras }: { hiring: Hiring; extras?: CaseExtras }) {
  const status = STATUS[hiring.status];
  const id = `hiring-${hiring.reference.replace(/[^A-Za-z0-9]/g, "-")}`;
  return (
    <Card
      component="article"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, display: "grid", gap: 2.5 }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {TEXTS.caseNumber(hiring.reference)}
        </Typography>
        <Chip label={status.label} color={status.color} sx={{ fontWeight: 700 }} />
      </Box>
      <HelperLine hiring={hiring} />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        }}
      >
        <Steps hiring={hiring} headingId={`${id}-steps`} />
        <DatesToNote hiring={hiring} headingId={`${id}-dates`} />
      </Box>
      {extras?.(hiring.reference)}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button
          component={RouterLink}
          to={myParticularsHref(hiring.reference)}
          variant="outlined"
          startIcon={<AssignmentIndRounded />}
        >
          {TEXTS.particulars}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsApp />}
          href={whatsappUrl(
            hiring.owner.whatsappNumber,
            HIRING_TEXTS.whatsappText(hiring.reference),
          )}
          target="_blank"
          rel="noopener"
        >
          {HIRING_TEXTS.contactOwner(hiring.owner.name)}
        </Button>
      </Box>
    </Card>
  );
}

/** The signed-in family's placements in plain words; anonymous visitors go to sign in. */
export function MyHiringView({ extras }: { extras?: CaseExtras } = {}) {
  const { isChecking, mustSignIn, isSignedIn } = useSignInRequired();
  const hiring = useMyHiring(isSignedIn);

  function content() {
    if (isChecking || mustSignIn || hiring.isPending) {
      return (
        <Box role="status" aria-label={TEXTS.loading} sx={{ display: "grid", gap: 2 }}>
          <Skeleton variant="rounded" height={220} />
        </Box>
      );
    }
    if (hiring.isError) {
      return <RetryAlert message={TEXTS.failed} onRetry={() => void hiring.refetch()} />;
    }
    if (hiring.data.length === 0) {
      return (
        <EmptyState
          icon={<HandshakeRounded />}
          title={HIRING_TEXTS.empty}
          hint={TEXTS.emptyHint}
          action={
            <Button component={RouterLink} to={paths.catalogue} variant="contained">
              {TEXTS.browse}
            </Button>
          }
        />
      );
    }
    return (
      <Box sx={{ display: "grid", gap: 2 }}>
        {hiring.data.map((item) => (
          <HiringCard key={item.reference} hiring={item} extras={extras} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="my-hiring-heading">
      <Typography id="my-hiring-heading" variant="h3" component="h1">
        {HIRING_TEXTS.title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 0.5, mb: 3 }}>{TEXTS.intro}</Typography>
      {content()}
    </Box>
  );
}
