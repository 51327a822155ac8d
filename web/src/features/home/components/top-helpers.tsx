import type { PublicHelper } from "@maids/contract/helper.ts";
import { HOME_TEXTS } from "@maids/contract/messages.ts";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { PageSection } from "@/shared/layout/page-section.tsx";
import { paths } from "@/shared/paths.ts";
import { SALARY_NOTE, TOP_HELPERS_PER_PAGE } from "@/shared/ui-limits.ts";
import { useTopHelpers } from "../api/get-top-helpers.ts";
import { useCarousel } from "../hooks/use-carousel.ts";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { CarouselControls, pageEnterStyle } from "./carousel-controls.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { TopHelperCard } from "./top-helper-card.tsx";

const HEADING_ID = "top-helpers-heading";
const PLACEHOLDER_KEYS = ["first", "second", "third"];

const pageStyle = {
  display: "grid",
  gridTemplateColumns: { sm: `repeat(${TOP_HELPERS_PER_PAGE}, minmax(0, 1fr))` },
  gap: { xs: 2, md: 3 },
  listStyle: "none",
  m: 0,
  p: 0,
} as const;

function TopHelpersLoading() {
  return (
    <Box role="status" aria-label={HOME_PAGE_TEXTS.topHelpersLoading} sx={pageStyle}>
      {PLACEHOLDER_KEYS.map((key) => (
        <Skeleton
          key={key}
          variant="rounded"
          sx={{ height: { xs: 160, sm: 480 }, borderRadius: "16px" }}
        />
      ))}
    </Box>
  );
}

function TopHelpersFailed() {
  return (
    <Alert
      severity="error"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => window.location.reload()}
          sx={{ whiteSpace: "nowrap" }}
        >
          {HOME_TEXTS.tryAgain}
        </Button>
      }
      sx={{ alignItems: "center" }}
    >
      {HOME_TEXTS.topHelpersFailed}
    </Alert>
  );
}

function pagesOf(maids: PublicHelper[]): PublicHelper[][] {
  const pages: PublicHelper[][] = [];
  for (let start = 0; start < maids.length; start += TOP_HELPERS_PER_PAGE) {
    pages.push(maids.slice(start, start + TOP_HELPERS_PER_PAGE));
  }
  return pages;
}

function TopHelpersCarousel({ maids }: { maids: PublicHelper[] }) {
  const pages = pagesOf(maids);
  const carousel = useCarousel(pages.length);
  const page = pages[carousel.page] ?? [];
  return (
    <>
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={HOME_PAGE_TEXTS.pageOf(carousel.page + 1, pages.length)}
        {...carousel.swipeHandlers}
      >
        <Box
          component="ul"
          key={carousel.page}
          aria-labelledby={HEADING_ID}
          sx={{ ...pageStyle, ...pageEnterStyle }}
        >
          {page.map((maid) => (
            <li key={maid.id}>
              <TopHelperCard maid={maid} />
            </li>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column-reverse", sm: "row" },
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          mt: 3,
        }}
      >
        <Typography
          variant="body2"
          sx={{ display: "flex", alignItems: "center", gap: 0.75, color: "text.secondary" }}
        >
          <InfoOutlined sx={{ fontSize: 18 }} aria-hidden />
          {SALARY_NOTE}
        </Typography>
        <CarouselControls carousel={carousel} itemsLabel={HOME_PAGE_TEXTS.helperItems} />
      </Box>
    </>
  );
}

/** The best-rated available helpers, three at a time (docs/product.md#landing-page). */
export function TopHelpers() {
  const topHelpers = useTopHelpers();
  if (topHelpers.data?.length === 0) return null;

  return (
    <PageSection headingId={HEADING_ID} carousel>
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
        <SectionHeading
          id={HEADING_ID}
          overline={HOME_PAGE_TEXTS.topHelpersOverline}
          title={HOME_PAGE_TEXTS.topHelpersTitle}
          intro={HOME_PAGE_TEXTS.topHelpersIntro}
        />
        <Button
          component={RouterLink}
          to={paths.catalogue}
          color="secondary"
          variant="outlined"
          endIcon={<ArrowForwardRounded />}
          sx={{ flexShrink: 0 }}
        >
          {HOME_PAGE_TEXTS.viewAllHelpers}
        </Button>
      </Box>
      {topHelpers.isPending ? (
        <TopHelpersLoading />
      ) : topHelpers.isError ? (
        <TopHelpersFailed />
      ) : (
        <TopHelpersCarousel maids={topHelpers.data} />
      )}
    </PageSection>
  );
}
