import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { CATEGORY } from '../../shared/constants';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import type { JobCardFields } from './jobsApi';
import jobsText from '../../i18n/compiled/en/jobs';
import layoutText from '../../i18n/compiled/en/layout';
import { useT, withTags } from '../../i18n';
import { useContentLanguage } from '../../components/public/useContentLanguage';

/**
 * An icon as a CSS mask (Material Icons' Place, CurrencyRupee and WorkOutline): drawn in the text's colour
 * by the stylesheet, once for every card, instead of an inline `<svg>` in each card of a list.
 */
const maskIcon = (path: string, evenOdd = false) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path ${evenOdd ? "fill-rule='evenodd' " : ''}d='${path}'/></svg>`,
  )}")`;

const ICONS = {
  place: maskIcon(
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  ),
  salary: maskIcon(
    'M13.66 7c-.56-1.18-1.76-2-3.16-2H6V3h12v2h-3.26c.48.58.84 1.26 1.05 2H18v2h-2.02c-.25 2.8-2.61 5-5.48 5h-.73l6.73 7h-2.77L7 14v-2h3.5c1.76 0 3.22-1.3 3.46-3H6V7z',
  ),
  experience: maskIcon(
    'M14 6V4h-4v2zM4 8v11h16V8zm16-2c1.11 0 2 .89 2 2v11c0 1.11-.89 2-2 2H4c-1.11 0-2-.89-2-2l.01-11c0-1.11.88-2 1.99-2h4V4c0-1.11.89-2 2-2h4c1.11 0 2 .89 2 2v2z',
    true,
  ),
};

/**
 * The card and everything in it styled by one class (the parts by short class names under it), so a list
 * of twenty cards repeats no long class lists and its stylesheet holds each rule once. It looks as the
 * MUI Card, Chip, icons and contained Button it replaces (theme colours, sizes and spacing).
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  fontFamily: theme.typography.fontFamily,
  transition: 'box-shadow .2s, transform .2s',
  '&:hover': { boxShadow: '0 10px 30px rgba(11,61,145,0.14)', transform: 'translateY(-2px)' },
  '& .jc-body': { padding: 16, flexGrow: 1 },
  '& .jc-head': { display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 },
  '& .jc-logo': {
    width: 56,
    height: 56,
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: '50%',
    objectFit: 'cover',
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.grey[100],
  },
  '& .jc-name': { minWidth: 0 },
  '& .jc-title': { margin: 0, fontSize: '1.1rem', lineHeight: 1.3, fontWeight: 700 },
  '& .jc-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    marginTop: 4,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontSize: '0.8125rem',
    fontWeight: 600,
    backgroundColor: '#e3ebfa',
    color: theme.palette.primary.dark,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 8, paddingRight: 8 },
  },
  '& .jc-domestic': { backgroundColor: '#fdeee3', color: theme.palette.secondary.dark },
  '& .jc-facts': {
    display: 'flex',
    flexDirection: 'column',
    gap: 6,
    color: theme.palette.text.secondary,
    fontSize: '0.95rem',
  },
  '& .jc-fact': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    '&::before': {
      content: '""',
      width: '1.25rem',
      height: '1.25rem',
      flexShrink: 0,
      backgroundColor: 'currentColor',
      mask: `${ICONS.place} center / contain no-repeat`,
    },
  },
  '& .jc-salary::before': { maskImage: ICONS.salary },
  '& .jc-experience::before': { maskImage: ICONS.experience },
  '& .jc-hidden': visuallyHidden,
  '& .jc-actions': { display: 'flex', alignItems: 'center', padding: '8px 16px 16px' },
  // The theme's contained primary Button, full width, without elevation.
  '& .jc-apply': {
    ...theme.typography.button,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 64,
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { backgroundColor: theme.palette.primary.dark },
    '@media (hover: none)': { '&:hover': { backgroundColor: theme.palette.primary.main } },
    '&:focus': { outline: 0 },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.dark}`,
      outlineOffset: 2,
    },
  },
}));

/** One job in the public lists and the home carousel; Apply now opens the job's page. */
export default function JobCard({
  job,
  headingLevel = 'h3',
}: {
  /** A job, or a search result with the card's fields only. */
  job: JobCardFields;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT(jobsText);
  const layout = useT(layoutText);
  const id = useId();
  const titleId = `${id}t`;
  const labelId = `${id}a`;
  const { title } = useContentLanguage({
    description: '',
    description_gu: null,
    description_hi: null,
    ...job,
  });
  const Heading = headingLevel;
  const international = job.category === CATEGORY.international;
  return (
    <CardRoot aria-labelledby={titleId} data-testid="job-card">
      <div className="jc-body">
        <div className="jc-head">
          <img className="jc-logo" src={fileUrl(job.logo)} alt="" width={56} height={56} loading="lazy" />
          <div className="jc-name">
            <Heading className="jc-title" id={titleId} lang={title.lang}>
              {title.text}
            </Heading>
            <div className={international ? 'jc-chip' : 'jc-chip jc-domestic'}>
              <span>{layout(international ? 'international' : 'domestic')}</span>
            </div>
          </div>
        </div>
        <div className="jc-facts">
          <div className="jc-fact">
            <span>
              <span className="jc-hidden">{`${t('location')}: `}</span>
              <span lang="en">{job.location}</span>
            </span>
          </div>
          <div className="jc-fact jc-salary">
            <span>
              <span className="jc-hidden">{`${t('salary')}: `}</span>
              <span lang="en">{job.salary}</span>
            </span>
          </div>
          <div className="jc-fact jc-experience">
            <span>
              <span className="jc-hidden">{`${t('experience')}: `}</span>
              <span lang="en">{job.experience}</span>
            </span>
          </div>
        </div>
      </div>
      <div className="jc-actions">
        <RouterLink className="jc-apply" to={paths.jobDetail(job.id)} aria-labelledby={labelId}>
          {t('applyNow')}
        </RouterLink>
        {/* The link's name ("Apply now: Welder"), with the job's title marked in its own language. */}
        <span id={labelId} hidden>
          {withTags(t('applyNowFor', { title: '<title>title</title>' }), {
            title: (_chunk, key) => (
              <span key={key} lang={title.lang}>
                {title.text}
              </span>
            ),
          })}
        </span>
      </div>
    </CardRoot>
  );
}
