import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAskAboutData, useHelperDataRequests } from "../api/helper-account.ts";
import { useDayFormat } from "./day-format.ts";
import { HelperPageTitle } from "./helper-page-title.tsx";

/** Her requests about her personal data (PDPA): a copy, or its deletion. */
export function HelperData() {
  const { t } = useTranslation();
  const requests = useHelperDataRequests();
  const ask = useAskAboutData();
  const day = useDayFormat();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <HelperPageTitle title={t("data.title")} intro={t("data.intro")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button variant="contained" onClick={() => ask.mutate("copy")} disabled={ask.isPending}>
          {t("data.askCopy")}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={ask.isPending}
        >
          {t("data.askDeletion")}
        </Button>
      </Box>
      {ask.isError && <Alert severity="error">{t("common.loadFailed")}</Alert>}
      <Card
        component="section"
        aria-labelledby="data-requests"
        sx={{ p: 3, display: "grid", gap: 1.5 }}
      >
        <Typography id="data-requests" variant="h5" component="h2">
          {t("data.requests")}
        </Typography>
        {requests.data?.length === 0 && <Typography>{t("data.none")}</Typography>}
        <Box
          component="ul"
          aria-labelledby="data-requests"
          sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
        >
          {requests.data?.map((request) => (
            <li key={request.id}>
              <Typography sx={{ fontWeight: 700 }}>{t(`data.kinds.${request.kind}`)}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("data.requested", { date: day(request.requestedAt) })} ·{" "}
                {request.handledAt
                  ? t("data.handled", { date: day(request.handledAt) })
                  : t("data.pending")}
              </Typography>
            </li>
          ))}
        </Box>
      </Card>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="confirm-deletion"
      >
        <DialogTitle id="confirm-deletion">{t("data.confirmTitle")}</DialogTitle>
        <DialogContent>
          <Typography>{t("data.confirmText")}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t("common.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              ask.mutate("deletion");
            }}
          >
            {t("data.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
