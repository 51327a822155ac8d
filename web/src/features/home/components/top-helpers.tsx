import { CARD_HEIGHTS } from "@maids/contract/limits.ts";
import type { CatalogueMaid } from "@maids/contract/maid.ts";
import { HOME_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths.ts";
import { HOME_UI_TEXTS } from "../../../shared/site-texts.ts";
import { useTopMaids } from "../api/get-top-maids.ts";

const HEADING_ID = "top-helpers-heading";
const PLACEHOLDER_KEYS = ["first", "second", "third", "fourth"];
const placeholderHeight = {
  xs: CARD_HEIGHTS.mobile,
  sm: CARD_HEIGHTS.tablet,
  md: CARD_HEIGHTS.desktop,
};

const rowStyle = {
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: {
    xs: "82%",
    sm: "calc(50% - 12px)",
    md: "calc(33.333% - 16px)",
    lg: "calc(25% - 18px)",
  },
  gap: 3,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: 4,
  m: 0,
  p: 0.5,
  pb: 2,
  listStyle: "none",
  "& > li": { scrollSnapAlign: "start" },
} as const;

type TopHelpersProps = {
  /** Draws one helper; the page supplies the catalogue's card. */
  renderHelper: (maid: CatalogueMaid) => ReactNode;
};

function TopHelpersRow({
  topMaids,
  renderHelper,
}: TopHelpersProps & { topMaids: ReturnType<typeof useTopMaids> }) {
  if (topMaids.isPending) {
    return (
      <Box role="status" aria-label={HOME_UI_TEXTS.topHelpersLoading} sx={rowStyle}>
        {PLACEHOLDER_KEYS.map((key) => (
          <Skeleton
            key={key}
            variant="rounded"
            sx={{ height: placeholderHeight, borderRadius: "16px" }}
          />
        ))}
      </Box>
    );
  }
  if (topMaids.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {HOME_TEXTS.tryAgain}
          </Button>
        }
      >
        {HOME_TEXTS.topHelpersFailed}
      </Alert>
    );
  }
  return (
    <Box component="ul" aria-labelledby={HEADING_ID} sx={rowStyle}>
      {topMaids.data.map((maid) => (
        <li key={maid.id}>{renderHelper(maid)}</li>
      ))}
    </Box>
  );
}

export function TopHelpers({ renderHelper }: TopHelpersProps) {
  const topMaids = useTopMaids();
  if (topMaids.data?.length === 0) return null;

  return (
    <Container
      component="section"
      aria-labelledby={HEADING_ID}
      maxWidth="xl"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: { xs: "flex-start", sm: "flex-end" },
          justifyContent: "space-between",
          flexDirection: { xs: "column", sm: "row" },
          gap: 2,
          mb: 4,
        }}
      >
        <div>
          <Typography id={HEADING_ID} variant="h2" sx={{ mb: 1 }}>
            {HOME_UI_TEXTS.topHelpersTitle}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>{HOME_UI_TEXTS.topHelpersIntro}</Typography>
        </div>
        <Button
          component={RouterLink}
          to={paths.catalogue}
          color="secondary"
          endIcon={<ArrowForwardRounded />}
          sx={{ flexShrink: 0 }}
        >
          {HOME_UI_TEXTS.viewAllHelpers}
        </Button>
      </Box>
      <TopHelpersRow topMaids={topMaids} renderHelper={renderHelper} />
    </Container>
  );
}
