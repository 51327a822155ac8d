import FormatQuoteRounded from "@mui/icons-material/FormatQuoteRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { PageSection } from "@/shared/layout/page-section.tsx";
import { useCarousel } from "../hooks/use-carousel.ts";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { CarouselControls, pageEnterStyle } from "./carousel-controls.tsx";
import { SectionHeading } from "./section-heading.tsx";

type Testimonial = (typeof HOME_PAGE_TEXTS.testimonials)[number];

const HEADING_ID = "testimonials-heading";

function TestimonialSlide({
  testimonial,
  position,
  isCurrent,
}: {
  testimonial: Testimonial;
  position: string;
  isCurrent: boolean;
}) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!isCurrent}
      sx={{
        gridArea: "1 / 1",
        visibility: isCurrent ? "visible" : "hidden",
        ...(isCurrent && pageEnterStyle),
      }}
    >
      <Box
        component="figure"
        sx={{ m: 0, height: 1, display: "flex", flexDirection: "column", gap: 3 }}
      >
        <Box
          component="blockquote"
          sx={{ m: 0, fontSize: { xs: "1.125rem", md: "1.375rem" }, lineHeight: 1.55 }}
        >
          <p style={{ margin: 0 }}>{testimonial.quote}</p>
        </Box>
        <Box
          component="figcaption"
          sx={{ display: "flex", alignItems: "center", gap: 1.5, mt: "auto" }}
        >
          <Avatar
            aria-hidden
            sx={{ width: 48, height: 48, bgcolor: "primary.main", color: "secondary.main" }}
          >
            {testimonial.name.charAt(0)}
          </Avatar>
          <div>
            <Typography sx={{ fontWeight: 700 }}>
              {testimonial.name}, {testimonial.place}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {testimonial.context}
            </Typography>
          </div>
        </Box>
      </Box>
    </Box>
  );
}

/** One employer's story at a time; the controls step through them and wrap around. */
export function Testimonials() {
  const testimonials = HOME_PAGE_TEXTS.testimonials;
  const carousel = useCarousel(testimonials.length);

  return (
    <PageSection headingId={HEADING_ID} carousel>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { md: "minmax(0, 0.8fr) minmax(0, 1.2fr)" },
          gridTemplateAreas: {
            xs: '"heading" "slides" "controls"',
            md: '"heading slides" "controls slides"',
          },
          gridTemplateRows: { md: "auto 1fr" },
          columnGap: 8,
          rowGap: { xs: 3, md: 0 },
          alignItems: "start",
        }}
      >
        <Box sx={{ gridArea: "heading", alignSelf: "end" }}>
          <SectionHeading
            id={HEADING_ID}
            overline={HOME_PAGE_TEXTS.testimonialsOverline}
            title={HOME_PAGE_TEXTS.testimonialsTitle}
          />
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 2, mb: { md: 3 } }}>
            {HOME_PAGE_TEXTS.testimonialsNote}
          </Typography>
        </Box>
        <Box
          sx={{
            gridArea: "controls",
            display: "flex",
            justifyContent: { xs: "center", md: "flex-start" },
          }}
        >
          <CarouselControls carousel={carousel} itemsLabel={HOME_PAGE_TEXTS.testimonialItems} />
        </Box>
        <Box
          {...carousel.swipeHandlers}
          sx={{
            gridArea: "slides",
            alignSelf: "center",
            position: "relative",
            display: "grid",
            p: { xs: 3, md: 5 },
            pt: { xs: 7, md: 8 },
            borderRadius: "24px",
            bgcolor: "background.paper",
            border: 1,
            borderColor: "divider",
            boxShadow: (theme) => `0 12px 40px ${alpha(theme.palette.secondary.main, 0.06)}`,
          }}
        >
          <FormatQuoteRounded
            aria-hidden
            sx={{ position: "absolute", top: 12, left: 20, fontSize: 56, color: "primary.main" }}
          />
          {testimonials.map((testimonial, index) => (
            <TestimonialSlide
              key={testimonial.name}
              testimonial={testimonial}
              position={HOME_PAGE_TEXTS.pageOf(index + 1, testimonials.length)}
              isCurrent={index === carousel.page}
            />
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
