import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import ComingSoon from '../../components/ComingSoon';
import PageHero from '../../components/PageHero';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../shared/pageMeta';
import { useListBlogPostsQuery } from './blogApi';
import { blogDateTime, useBlogDate } from './blogDate';
import blogText from '../../i18n/compiled/en/blog';
import { useLocale, useT } from '../../i18n';
import { shownContent } from '../../components/public/useContentLanguage';
import { Img } from '../../components/public/Img';
import { HydrationBoundary } from '../../shared/hydration';

const BLOG_IMAGE_HEIGHT = 280;

/** /blog: the posts as cards (280 px image, title, date); "Coming Soon" when there are none. */
export default function BlogListPage() {
  const meta = usePageMeta();
  const t = useT(blogText);
  const formatBlogDate = useBlogDate();
  const locale = useLocale();
  usePageTitle(meta.blog.title);
  const { data, isLoading, error } = useListBlogPostsQuery();
  useLoggedError(error, 'blog posts');
  const posts = error ? [] : (data ?? []);

  return (
    <>
      <PageHero title={meta.blog.title} subtitle={meta.blog.description} />
      <HydrationBoundary>
        <Container
          maxWidth="lg"
          component="section"
          aria-label={t('listLabel')}
          sx={{ py: { xs: 5, md: 8 } }}
        >
          {isLoading ? (
            <Grid container spacing={3} aria-busy="true">
              {[0, 1, 2].map((index) => (
                <Grid item xs={12} sm={6} md={4} key={index}>
                  <Skeleton variant="rounded" height={BLOG_IMAGE_HEIGHT + 110} />
                </Grid>
              ))}
            </Grid>
          ) : posts.length === 0 ? (
            <ComingSoon text="comingSoonBlog" />
          ) : (
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
              {posts.map((post, index) => (
                <Grid item xs={12} sm={6} md={4} key={post.id} component="li">
                  <Card
                    component="article"
                    variant="outlined"
                    sx={{
                      height: '100%',
                      borderRadius: 3,
                      '&:hover': { boxShadow: '0 14px 34px rgba(11,61,145,0.14)' },
                    }}
                  >
                    <CardActionArea
                      component={RouterLink}
                      to={paths.blogDetail(post.id)}
                      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
                    >
                      <Img
                        src={fileUrl(post.photo)}
                        alt=""
                        width={640}
                        height={BLOG_IMAGE_HEIGHT}
                        loading={index < 3 ? 'eager' : 'lazy'}
                        sx={{
                          width: '100%',
                          height: BLOG_IMAGE_HEIGHT,
                          objectFit: 'cover',
                          display: 'block',
                          bgcolor: 'grey.100',
                        }}
                      />
                      <CardContent sx={{ flexGrow: 1 }}>
                        <Typography
                          variant="h2"
                          lang={shownContent(post, locale).title.lang}
                          sx={{ fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 }}
                        >
                          {shownContent(post, locale).title.text}
                        </Typography>
                        <Stack
                          direction="row"
                          spacing={1}
                          alignItems="center"
                          sx={{ mt: 1.5, color: 'text.secondary' }}
                        >
                          <CalendarMonth fontSize="small" aria-hidden />
                          <Typography
                            component="time"
                            dateTime={blogDateTime(post.created_at)}
                            sx={{ fontSize: '0.92rem' }}
                            data-testid="blog-date"
                          >
                            {formatBlogDate(post.created_at)}
                          </Typography>
                        </Stack>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )}
        </Container>
      </HydrationBoundary>
      <HydrationBoundary>
        <CallToAction title={CALL_TO_ACTION_TITLES.blog} />
      </HydrationBoundary>
    </>
  );
}
