import type { AdminUser } from "@maids/contract/admin.ts";
import { CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import ThumbUpAltRounded from "@mui/icons-material/ThumbUpAltRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { recommendationCount } from "../utils/customer-counts.ts";

type CustomerCardsProps = { users: readonly AdminUser[]; onViewDetails: (user: AdminUser) => void };

function Count({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      <Box aria-hidden sx={{ display: "flex", color: "brand.accent", "& svg": { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2">
        {label}: <strong>{value}</strong>
      </Typography>
    </Box>
  );
}

function CustomerCard({ user, onViewDetails }: { user: AdminUser; onViewDetails: () => void }) {
  const [, , , favorites, recommendations] = CUSTOMER_MANAGEMENT_TEXTS.columns;
  return (
    <Card component="article" sx={{ p: 2, display: "grid", gap: 1 }}>
      <Box
        sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1 }}
      >
        <Typography variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", flexShrink: 0 }}>
          {CUSTOMER_UI_TEXTS.idLabel(user.id)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {user.email}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2.5, rowGap: 0.5 }}>
        <Count icon={<FavoriteRounded />} label={favorites} value={user.favorites.length} />
        <Count
          icon={<ThumbUpAltRounded />}
          label={recommendations}
          value={recommendationCount(user)}
        />
      </Box>
      <Button
        variant="outlined"
        color="secondary"
        aria-label={CUSTOMER_UI_TEXTS.viewDetailsFor(user.name)}
        onClick={onViewDetails}
        sx={{ justifySelf: "start", mt: 0.5 }}
      >
        {CUSTOMER_MANAGEMENT_TEXTS.viewDetails}
      </Button>
    </Card>
  );
}

/** The customers of one page as cards, below medium screens. */
export function CustomerCards({ users, onViewDetails }: CustomerCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={CUSTOMER_UI_TEXTS.customerList}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
    >
      {users.map((user) => (
        <li key={user.id}>
          <CustomerCard user={user} onViewDetails={() => onViewDetails(user)} />
        </li>
      ))}
    </Box>
  );
}
