import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Agency } from '../../shared/agency/agencyApi';
import homeText from '../../i18n/compiled/en/home';
import { useT } from '../../i18n';

type FeedKey = keyof NonNullable<Agency['feeds']>;

const FEED_HEIGHT = 520;

type What = 'posts' | 'videos';

const feedNetworks: ReadonlyArray<{ key: FeedKey; label: string; what: What; Icon: SvgIconComponent }> = [
  { key: 'facebook', label: 'Facebook', what: 'posts', Icon: Facebook },
  { key: 'instagram', label: 'Instagram', what: 'posts', Icon: Instagram },
  { key: 'youtube', label: 'YouTube', what: 'videos', Icon: YouTube },
];

const feedTexts = {
  posts: { latest: 'feedPosts', show: 'showPosts', frame: 'feedFramePosts' },
  videos: { latest: 'feedVideos', show: 'showVideos', frame: 'feedFrameVideos' },
} as const;

/**
 * One embedded feed behind a click-to-load facade: nothing is fetched from the network until the
 * visitor asks for it (the network's own scripts and cookies come with the frame).
 */
function FeedFacade({
  label,
  what,
  url,
  Icon,
}: {
  label: string;
  what: What;
  url: string;
  Icon: SvgIconComponent;
}) {
  const [loaded, setLoaded] = useState(false);
  const t = useT(homeText);
  const texts = feedTexts[what];
  const network = { network: label };
  return (
    <Card
      sx={{
        height: FEED_HEIGHT,
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.14)',
        color: 'common.white',
      }}
    >
      {loaded ? (
        <Box
          component="iframe"
          src={url}
          title={t(texts.frame, network)}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ border: 0, width: '100%', height: '100%', display: 'block', bgcolor: 'common.white' }}
        />
      ) : (
        <Box
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            gap: 2,
            p: 3,
          }}
        >
          <Icon sx={{ fontSize: 56 }} aria-hidden />
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{t(texts.latest, network)}</Typography>
          <Typography sx={{ opacity: 0.8, fontSize: '0.9rem', maxWidth: 280 }}>
            {t('feedCookies', network)}
          </Typography>
          <Button variant="contained" color="secondary" onClick={() => setLoaded(true)}>
            {t(texts.show, network)}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/** The agency's embedded social feeds (SPEC §2 Home), one facade per configured feed URL. */
export default function SocialFeeds({ feeds }: { feeds: NonNullable<Agency['feeds']> }) {
  const configured = feedNetworks.filter(({ key }) => feeds[key]);
  const t = useT(homeText);
  return (
    // A wrapper carries the top space: margins on the Grid container itself would undo its spacing offsets.
    <Box sx={{ mt: 4 }}>
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={t('feedsLabel')}
        sx={{ p: 0, mb: 0, listStyle: 'none' }}
      >
        {configured.map(({ key, label, what, Icon }) => (
          <Grid item xs={12} sm={6} md={12 / configured.length} key={key} component="li">
            <FeedFacade label={label} what={what} url={feeds[key] ?? ''} Icon={Icon} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
