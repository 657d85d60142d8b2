import Alert from '@mui/material/Alert';
import { messages } from '../../api/messages';
import { useGetServerNoticesQuery } from './sessionApi';

/** The back office asks again for the server's notices this often. */
const NOTICES_POLL_MS = 10 * 60 * 1000;

/**
 * A banner above every staff screen while the server warns of something: no mail server (mail only waits
 * in the Outbox), and, for Administrators, a live site without PUBLIC_URL.
 */
export default function ServerNotices() {
  const { data } = useGetServerNoticesQuery(undefined, { pollingInterval: NOTICES_POLL_MS });
  if (!data) return null;
  return (
    <>
      {data.mail_off && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {messages.mailOffNotice}
        </Alert>
      )}
      {data.public_url_unset && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {messages.publicUrlNotice}
        </Alert>
      )}
    </>
  );
}
