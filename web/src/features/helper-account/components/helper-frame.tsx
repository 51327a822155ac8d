import { HELPER_ROLE } from "@maids/contract/enums.ts";
import {
  HELPER_LANGUAGES_OF_PAGES,
  type HelperPageLanguage,
} from "@maids/contract/helper-accounts.ts";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import MenuItem from "@mui/material/MenuItem";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useLocation } from "react-router";
import { paths } from "@/shared/paths.ts";
import { useSignInRequired } from "@/shared/session/use-sign-in-required.ts";
import { useHelperLanguage, useOwnHelperProfile } from "../api/helper-account.ts";
import { createHelperI18n, rememberLanguage } from "../i18n.ts";

const PAGES = [
  { key: "home", to: paths.helperHome },
  { key: "profile", to: paths.helperProfile },
  { key: "interviews", to: paths.helperInterviews },
  { key: "data", to: paths.helperData },
] as const;

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const save = useHelperLanguage();
  return (
    <TextField
      select
      size="small"
      label={t("language.label")}
      value={i18n.language}
      onChange={(event) => {
        const language = event.target.value as HelperPageLanguage;
        void i18n.changeLanguage(language);
        rememberLanguage(language);
        save.mutate(language);
      }}
      sx={{ minWidth: 170, order: { xs: 1, sm: 2 }, ml: "auto" }}
    >
      {HELPER_LANGUAGES_OF_PAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Her account's language follows her choice saved on the server, once it arrives. */
function useServerLanguage() {
  const { i18n } = useTranslation();
  const profile = useOwnHelperProfile();
  const adopted = useRef(false);
  const language = profile.data?.language;
  useEffect(() => {
    if (!language || adopted.current) return;
    adopted.current = true;
    if (language !== i18n.language) {
      void i18n.changeLanguage(language);
      rememberLanguage(language);
    }
  }, [language, i18n]);
}

function Frame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useServerLanguage();
  const current = PAGES.find((page) => page.to === pathname)?.key ?? false;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} lang={i18n.language}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          mb: 3,
        }}
      >
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("nav.home")}
          sx={{
            minWidth: 0,
            flexGrow: 1,
            flexBasis: { xs: "100%", sm: 0 },
            order: { xs: 2, sm: 1 },
          }}
        >
          {PAGES.map((page) => (
            <Tab
              key={page.key}
              value={page.key}
              label={t(`nav.${page.key}`)}
              component={RouterLink}
              to={page.to}
            />
          ))}
        </Tabs>
        <LanguageSwitch />
      </Box>
      {children}
    </Container>
  );
}

/**
 * A helper account's pages (docs/product.md#helpers-own-accounts), in her language; anyone
 * else signed in goes to the catalogue, an anonymous visitor to sign in.
 */
export function HelperFrame({ children }: { children: ReactNode }) {
  const session = useSignInRequired();
  const [i18n] = useState(() => createHelperI18n());
  if (!session.profile) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
        <CircularProgress />
      </Box>
    );
  }
  if (session.role !== HELPER_ROLE) return <Navigate to={paths.catalogue} replace />;
  return (
    <I18nextProvider i18n={i18n}>
      <Frame>{children}</Frame>
    </I18nextProvider>
  );
}
