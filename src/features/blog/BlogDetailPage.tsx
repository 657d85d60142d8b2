import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import RichText from '../../components/RichText';
import { useContentLanguage } from '../../components/public/useContentLanguage';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../shared/pageMeta';
import { useGetBlogPostQuery } from './blogApi';
import { blogDateTime, useBlogDate } from './blogDate';
import { Img } from '../../components/public/Img';
import pagesText from '../../i18n/compiled/en/pages';
import { useT } from '../../i18n';
import { parseRecordId } from '../../api/limits';

/** /blog-detail/{id}: title, photo and the rich HTML article. */
export default function BlogDetailPage() {
  const t = useT(pagesText);
  const meta = usePageMeta();
  const formatBlogDate = useBlogDate();
  const { id } = useParams();
  // An id the contract refuses (leading zero, past its range) is no record: the not-found page.
  const postId = parseRecordId(id) ?? 0;
  const validId = postId > 0;
  const { data: post, isLoading, error } = useGetBlogPostQuery(postId, { skip: !validId });
  useLoggedError(error, 'the blog post');
  const shown = useContentLanguage(post ?? { title: '', description: '' });
  usePageTitle(post ? shown.title.text : meta.post.title, post ? shown.title.lang : undefined);

  return (
    <>
      <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 7 } }}>
        <Button component={RouterLink} to={paths.blog} startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
          {t('allArticles')}
        </Button>
        {isLoading ? (
          <Box aria-busy="true">
            <Skeleton variant="text" height={56} />
            <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
          </Box>
        ) : !post || error ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h1" sx={{ fontSize: '2rem' }}>
              {t('articleNotAvailable')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {t('articleNotAvailableText')}
            </Typography>
          </Box>
        ) : (
          <>
            <Typography
              variant="h1"
              lang={shown.title.lang}
              sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, fontWeight: 800 }}
            >
              {shown.title.text}
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5, color: 'text.secondary' }}>
              <CalendarMonth fontSize="small" aria-hidden />
              <Typography component="time" dateTime={blogDateTime(post.created_at)}>
                {formatBlogDate(post.created_at)}
              </Typography>
            </Stack>
            <Img
              src={fileUrl(post.photo)}
              alt={shown.title.text}
              lang={shown.title.lang}
              width={960}
              height={480}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '2 / 1',
                objectFit: 'cover',
                borderRadius: 3,
                mt: 3,
                mb: 3,
                bgcolor: 'grey.100',
                display: 'block',
              }}
            />
            <RichText
              html={shown.description.text}
              lang={shown.description.lang}
              sx={{ fontSize: '1.05rem' }}
            />
          </>
        )}
      </Container>
      <CallToAction title={CALL_TO_ACTION_TITLES.blog} />
    </>
  );
}
