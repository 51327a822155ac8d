import type { ShareLinkSummary } from "@maids/contract/admin.ts";
import LinkRounded from "@mui/icons-material/LinkRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { useShareLinks } from "../api/get-share-links.ts";
import { useRevokeShareLink } from "../api/revoke-share-link.ts";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { DateTime } from "./date-time.tsx";
import { PanelEmpty } from "./helper-list-item.tsx";

const STATUS_COLOURS = {
  active: { bgcolor: "status.successSurface", color: "status.successText" },
  expired: { bgcolor: "surface.sunken", color: "text.secondary" },
  revoked: { bgcolor: "status.errorSurface", color: "status.errorText" },
} as const;

function Fact({ label, iso }: { label: string; iso: string }) {
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {label} <DateTime iso={iso} />
    </Typography>
  );
}

function OpenedFact({ link }: { link: ShareLinkSummary }) {
  if (link.openCount === 0 || !link.lastOpenedAt) {
    return <Typography variant="body2">{CUSTOMER_UI_TEXTS.linkNeverOpened}</Typography>;
  }
  return (
    <Typography variant="body2">
      {CUSTOMER_UI_TEXTS.linkOpened(link.openCount)}, {CUSTOMER_UI_TEXTS.linkLastOpened}{" "}
      <DateTime iso={link.lastOpenedAt} />
    </Typography>
  );
}

type ShareLinkItemProps = {
  link: ShareLinkSummary;
  revoke: ReturnType<typeof useRevokeShareLink>;
};

function ShareLinkItem({ link, revoke }: ShareLinkItemProps) {
  const isRevoking = revoke.isPending && revoke.variables === link.id;
  const title = CUSTOMER_UI_TEXTS.linkTitle(link.maidIds.length);
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "auto minmax(0, 1fr)", sm: "auto minmax(0, 1fr) auto" },
        alignItems: "start",
        columnGap: 1.5,
        rowGap: 1,
        p: 1.75,
        border: 1,
        borderColor: "divider",
        borderRadius: "12px",
      }}
    >
      <LinkRounded aria-hidden sx={{ color: "brand.accent", mt: 0.25 }} />
      <Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Chip
            size="small"
            label={CUSTOMER_UI_TEXTS.linkStatus[link.status]}
            sx={STATUS_COLOURS[link.status]}
          />
        </Box>
        <Fact label={CUSTOMER_UI_TEXTS.linkCreated} iso={link.createdAt} />
        {link.revokedAt ? (
          <Fact label={CUSTOMER_UI_TEXTS.linkRevoked} iso={link.revokedAt} />
        ) : (
          <Fact label={CUSTOMER_UI_TEXTS.linkExpires} iso={link.expiresAt} />
        )}
        <OpenedFact link={link} />
      </Box>
      {link.status === "active" && (
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(link.id)}
          sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: "start", alignSelf: "center" }}
        >
          {isRevoking ? CUSTOMER_UI_TEXTS.revoking : CUSTOMER_UI_TEXTS.revoke}
        </Button>
      )}
    </Box>
  );
}

/** The customer's recommendation links: whether each was opened, and revoking active ones. */
export function ShareLinksPanel({ userId }: { userId: number }) {
  const links = useShareLinks(userId);
  const revoke = useRevokeShareLink(userId);

  if (links.isPending) {
    return (
      <Box
        role="status"
        aria-label={CUSTOMER_UI_TEXTS.linksLoading}
        sx={{ display: "grid", gap: 1 }}
      >
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Box>
    );
  }
  if (links.isError) {
    return (
      <RetryAlert message={CUSTOMER_UI_TEXTS.linksFailed} onRetry={() => void links.refetch()} />
    );
  }
  if (links.data.length === 0) return <PanelEmpty text={CUSTOMER_UI_TEXTS.noLinks} />;
  return (
    <>
      {revoke.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {CUSTOMER_UI_TEXTS.revokeFailed}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={CUSTOMER_UI_TEXTS.linksTab}
        sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25 }}
      >
        {links.data.map((link) => (
          <ShareLinkItem key={link.id} link={link} revoke={revoke} />
        ))}
      </Box>
    </>
  );
}
