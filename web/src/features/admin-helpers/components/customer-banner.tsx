import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "@/shared/paths.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

const backLink = (
  <Button
    component={RouterLink}
    to={paths.userManagement}
    color="inherit"
    size="small"
    startIcon={<ArrowBackRounded />}
    sx={{ whiteSpace: "nowrap" }}
  >
    {TEXTS.backToCustomers}
  </Button>
);

/** Which customer the ticks recommend to, with the way back to the customer list. */
export function CustomerBanner({ customerId }: { customerId: number }) {
  return (
    <Alert
      role="note"
      severity="info"
      variant="outlined"
      action={backLink}
      sx={{ borderRadius: 3, bgcolor: "background.paper", alignItems: "center", flexWrap: "wrap" }}
    >
      <AlertTitle sx={{ mb: 0 }}>{TEXTS.customerBanner(customerId)}</AlertTitle>
      {TEXTS.customerBannerHint}
    </Alert>
  );
}

export function InvalidCustomerBanner() {
  return (
    <Alert
      role="note"
      severity="warning"
      action={backLink}
      sx={{ borderRadius: 3, alignItems: "center" }}
    >
      {TEXTS.invalidCustomer}
    </Alert>
  );
}
