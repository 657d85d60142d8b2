import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import YouTube from '@mui/icons-material/YouTube';
import { brand } from '../app/brand';

export const socialNetworks = [
  { key: 'facebook', label: 'Facebook', href: brand.social.facebook, Icon: Facebook },
  { key: 'instagram', label: 'Instagram', href: brand.social.instagram, Icon: Instagram },
  { key: 'linkedin', label: 'LinkedIn', href: brand.social.linkedin, Icon: LinkedIn },
  { key: 'youtube', label: 'YouTube', href: brand.social.youtube, Icon: YouTube },
] as const;

/** Icon links to the agency's social profiles (open in a new tab). */
export default function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {socialNetworks.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${brand.name} on ${label} (opens in a new tab)`}
            sx={
              tone === 'light'
                ? {
                    color: 'common.white',
                    bgcolor: 'rgba(255,255,255,0.12)',
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
                  }
                : {
                    color: 'primary.main',
                    bgcolor: 'rgba(11,61,145,0.08)',
                    '&:hover': { bgcolor: 'rgba(11,61,145,0.16)' },
                  }
            }
          >
            <Icon />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
