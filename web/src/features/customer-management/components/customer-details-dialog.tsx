import type { AdminUser } from "@maids/contract/admin.ts";
import { CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import CloseRounded from "@mui/icons-material/CloseRounded";
import PersonAddAltRounded from "@mui/icons-material/PersonAddAltRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { adminForCustomerHref } from "@/shared/paths.ts";
import { OpenCaseButton } from "@/shared/placements/open-case-button.tsx";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { CasesPanel, ContactPanel } from "./customer-record-panels.tsx";
import { FavoritesPanel } from "./favorites-panel.tsx";
import { InterviewRequestsPanel } from "./interview-requests-panel.tsx";
import { RecommendationsPanel } from "./recommendations-panel.tsx";
import { ShareLinksPanel } from "./share-links-panel.tsx";

const TABS = [
  { key: "favorites", label: CUSTOMER_MANAGEMENT_TEXTS.favoritesTab, Panel: FavoritesPanel },
  {
    key: "recommendations",
    label: CUSTOMER_MANAGEMENT_TEXTS.recommendationsTab,
    Panel: RecommendationsPanel,
  },
  {
    key: "interviews",
    label: CUSTOMER_UI_TEXTS.interviewRequestsTab,
    Panel: InterviewRequestsPanel,
  },
  {
    key: "links",
    label: CUSTOMER_UI_TEXTS.linksTab,
    Panel: ({ user }: { user: AdminUser }) => <ShareLinksPanel userId={user.id} />,
  },
  { key: "cases", label: CUSTOMER_UI_TEXTS.casesTab, Panel: CasesPanel },
  { key: "contact", label: CUSTOMER_UI_TEXTS.contactTab, Panel: ContactPanel },
] as const;

type CustomerDetailsDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so that its content does not vanish mid-animation. */
  user: AdminUser | undefined;
  onClose: () => void;
  onExited: () => void;
};

function DialogHeading({ user, titleId }: { user: AdminUser; titleId: string }) {
  return (
    <DialogTitle id={titleId} component="div" sx={{ pr: 7, pb: 1 }}>
      <Typography variant="h4" component="h2" sx={{ overflowWrap: "anywhere" }}>
        {user.name}
      </Typography>
      <Typography sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {user.email} · {CUSTOMER_UI_TEXTS.idLabel(user.id)}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={adminForCustomerHref(user.id)}
          variant="contained"
          size="small"
          startIcon={<PersonAddAltRounded />}
        >
          {CUSTOMER_MANAGEMENT_TEXTS.addHelper}
        </Button>
        <OpenCaseButton customerId={user.id} />
      </Box>
    </DialogTitle>
  );
}

/** One customer's favourites, recommendations, interview requests, links, cases and contact, in tabs. */
export function CustomerDetailsDialog({
  open,
  user,
  onClose,
  onExited,
}: CustomerDetailsDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [tab, setTab] = useState<(typeof TABS)[number]["key"]>("favorites");
  const baseId = useId();
  const active = TABS.find((item) => item.key === tab) ?? TABS[0];

  return (
    <Dialog
      open={open && user !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby={`${baseId}-title`}
      slotProps={{
        transition: {
          onExited: () => {
            setTab("favorites");
            onExited();
          },
        },
      }}
    >
      {user && (
        <>
          <DialogHeading user={user} titleId={`${baseId}-title`} />
          <IconButton
            aria-label={CUSTOMER_UI_TEXTS.closeDialog}
            onClick={onClose}
            sx={{ position: "absolute", right: 12, top: 12 }}
          >
            <CloseRounded />
          </IconButton>
          <Tabs
            value={tab}
            onChange={(_event, value) => setTab(value)}
            aria-label={CUSTOMER_UI_TEXTS.detailTabs}
            variant="scrollable"
            allowScrollButtonsMobile
            textColor="inherit"
            sx={{
              px: { xs: 1, sm: 2 },
              borderBottom: 1,
              borderColor: "divider",
              "& .MuiTab-root": { color: "text.secondary", fontWeight: 700, opacity: 1 },
              "& .MuiTab-root.Mui-selected": { color: "text.primary" },
            }}
          >
            {TABS.map((item) => (
              <Tab
                key={item.key}
                value={item.key}
                label={item.label}
                id={`${baseId}-tab-${item.key}`}
                aria-controls={`${baseId}-panel-${item.key}`}
              />
            ))}
          </Tabs>
          <DialogContent sx={{ minHeight: 280, pt: "20px !important" }}>
            <Box
              role="tabpanel"
              id={`${baseId}-panel-${active.key}`}
              aria-labelledby={`${baseId}-tab-${active.key}`}
            >
              <active.Panel user={user} />
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
