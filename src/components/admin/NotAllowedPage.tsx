import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import { message, messages } from '../../api/messages';
import { paths } from '../../routes/paths';

/** What a signed-in person sees on a staff page their role may not use (typed or followed URL). */
export default function NotAllowedPage({ roleName }: { roleName: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="not-allowed-title"
      sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}
    >
      <Block aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography id="not-allowed-title" variant="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {messages.pageNotAllowedTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 520, mx: 'auto' }}>
        {message('pageNotAllowed', { role: roleName })}
      </Typography>
      <Button component={RouterLink} to={paths.jobs} variant="contained" sx={{ mt: 4 }}>
        Back to jobs
      </Button>
    </Box>
  );
}
