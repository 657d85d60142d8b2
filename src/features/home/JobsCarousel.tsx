import { useMemo, useState } from 'react';
import Carousel from 'react-material-ui-carousel';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CAROUSEL } from '../../shared/constants';
import { JobCard, type Job } from '../jobs';
import jobsText from '../../i18n/compiled/en/jobs';
import { useT } from '../../i18n';

/** Cards visible at once: 3 from 1024 px, 2 from 600 px, 1 below (SPEC §9). */
function useCardsPerSlide(): number {
  const wide = useMediaQuery('(min-width:1024px)', { noSsr: true });
  const medium = useMediaQuery('(min-width:600px)', { noSsr: true });
  return wide ? CAROUSEL.visibleWide : medium ? CAROUSEL.visibleMedium : CAROUSEL.visibleNarrow;
}

/**
 * Slide i shows jobs i..i+n-1 (wrapping), so each step moves the row by ONE card; with the carousel's
 * cycling this loops forever.
 */
export function buildSlides<T>(items: readonly T[], perSlide: number): T[][] {
  if (items.length <= perSlide) return items.length ? [[...items]] : [];
  return items.map((_, start) =>
    Array.from({ length: perSlide }, (_unused, offset) => items[(start + offset) % items.length]),
  );
}

/** The home page's "Latest job opportunities" carousel (react-material-ui-carousel). */
export default function JobsCarousel({ jobs }: { jobs: Job[] }) {
  const t = useT(jobsText);
  const perSlide = useCardsPerSlide();
  const slides = useMemo(() => buildSlides(jobs, perSlide), [jobs, perSlide]);
  const [active, setActive] = useState(0);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      data-testid="jobs-carousel"
      data-per-slide={perSlide}
      sx={{ px: { xs: 0, sm: 1 } }}
    >
      <Carousel
        key={perSlide}
        autoPlay
        interval={CAROUSEL.autoplayMs}
        animation="slide"
        duration={500}
        indicators={false}
        navButtonsAlwaysVisible
        cycleNavigation
        swipe
        onChange={(now) => setActive(now ?? 0)}
        navButtonsProps={{ style: { backgroundColor: '#0b3d91', color: '#ffffff', opacity: 1 } }}
        navButtonsWrapperProps={{ style: { zIndex: 2 } }}
        sx={{ '& .MuiIconButton-root': { boxShadow: '0 4px 14px rgba(0,0,0,0.25)' } }}
      >
        {slides.map((slide, index) => (
          <Box
            key={slide.map((job) => job.id).join('-') + `@${index}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { index: String(index + 1), total: String(slides.length) })}
            data-testid="carousel-slide"
            data-active={index === active ? 'true' : 'false'}
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))`,
              gap: 3,
              px: { xs: 6, sm: 7 },
              py: 1,
            }}
          >
            {slide.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Box>
        ))}
      </Carousel>
    </Box>
  );
}
