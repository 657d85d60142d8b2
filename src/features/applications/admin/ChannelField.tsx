import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isApiError } from '../../../api/baseApi';
import { useSetApplicationChannelMutation, type ApplicationDetail } from '../applicationsApi';
import { CHANNELS, CHANNEL_LABELS, channelLabel, type ApplicationChannel } from '../channels';

/**
 * Where the application came from: what the server decided at apply time, which staff can set for an
 * application taken in person or by phone (or correct).
 */
export function ChannelField({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const [choice, setChoice] = useState<ApplicationChannel | ''>(application.channel ?? '');
  const [save, { isLoading, data, error }] = useSetApplicationChannelMutation();
  const changed = choice !== '' && choice !== application.channel;
  return (
    <Box
      component="form"
      aria-label="Channel"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void save({ id: application.id, channel: choice });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
    >
      <TextField
        id={`${id}-channel`}
        select
        size="small"
        label="Came through"
        value={choice}
        onChange={(event) => setChoice(event.target.value as ApplicationChannel)}
        sx={{ minWidth: 220 }}
        SelectProps={{ renderValue: (value) => channelLabel((value as ApplicationChannel) || null) }}
      >
        {CHANNELS.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {CHANNEL_LABELS[channel]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={!changed || isLoading}>
        Save channel
      </Button>
      {data && !changed && (
        <Alert severity="success" sx={{ py: 0 }}>
          {data.message}
        </Alert>
      )}
      {error !== undefined && isApiError(error) && error.status === 400 && (
        <Alert severity="error" sx={{ py: 0 }}>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
