import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { helperHref, paths } from "@/shared/paths.ts";
import { useHelperConsent, useOwnHelperProfile } from "../api/helper-account.ts";
import { useDayFormat } from "./day-format.ts";
import { HelperPageTitle } from "./helper-page-title.tsx";

/** Where her profile stands, her consent to be shown, and the way to her profile. */
export function HelperHome() {
  const { t } = useTranslation();
  const profile = useOwnHelperProfile();
  const consent = useHelperConsent();
  const day = useDayFormat();
  if (profile.isError) return <Alert severity="error">{t("common.loadFailed")}</Alert>;
  const own = profile.data;
  if (!own) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <HelperPageTitle title={t("home.title")} intro={t("home.intro")} />
      <Card
        component="section"
        aria-labelledby="helper-status"
        sx={{ p: 3, display: "grid", gap: 1.5 }}
      >
        <Typography id="helper-status" variant="h5" component="h2">
          {t("home.statusTitle")}
        </Typography>
        <Typography>{t(`home.status.${own.status}`)}</Typography>
        {own.staffNote && (
          <Alert severity={own.status === "declined" ? "warning" : "info"}>
            <strong>{t("home.note")}:</strong> {own.staffNote}
          </Alert>
        )}
        {own.helperId !== null && (
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
            <Chip
              color={own.published ? "success" : "default"}
              label={own.published ? t("home.published") : t("home.notPublished")}
              sx={{ height: "auto", py: 0.5, "& .MuiChip-label": { whiteSpace: "normal" } }}
            />
            {own.published && (
              <Button component={RouterLink} to={helperHref(own.helperId)} size="small">
                {t("home.seeAsFamilies")}
              </Button>
            )}
          </Box>
        )}
        <Button
          component={RouterLink}
          to={paths.helperProfile}
          variant="contained"
          sx={{ justifySelf: "start" }}
        >
          {t("home.editProfile")}
        </Button>
      </Card>
      <Card
        component="section"
        aria-labelledby="helper-consent"
        sx={{ p: 3, display: "grid", gap: 1.5 }}
      >
        <Typography id="helper-consent" variant="h5" component="h2">
          {t("home.consentTitle")}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{t("home.consentText")}</Typography>
        <FormControlLabel
          label={t("home.consentSwitch")}
          control={
            <Switch
              checked={own.consent.shown}
              disabled={consent.isPending}
              onChange={(event) => consent.mutate(event.target.checked)}
            />
          }
        />
        <Typography variant="body2">
          {own.consent.shown && own.consent.givenAt
            ? t("home.consentOn", { date: day(own.consent.givenAt) })
            : t("home.consentOff")}
        </Typography>
      </Card>
    </Box>
  );
}
