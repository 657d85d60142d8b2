import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import { useAgency, type Agency } from '../shared/agency/agencyApi';
import commonText from '../i18n/compiled/en/common';
import { useT } from '../i18n';

type SocialKey = keyof NonNullable<Agency['social']>;

const networks: ReadonlyArray<{ key: SocialKey; label: string; Icon: SvgIconComponent }> = [
  { key: 'facebook', label: 'Facebook', Icon: Facebook },
  { key: 'instagram', label: 'Instagram', Icon: Instagram },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedIn },
  { key: 'youtube', label: 'YouTube', Icon: YouTube },
  { key: 'x', label: 'X', Icon: X },
];

export interface SocialProfile {
  key: SocialKey;
  label: string;
  href: string;
  Icon: SvgIconComponent;
}

/** The agency's configured social profiles, in a fixed order; networks without a profile URL are left out. */
export function socialProfiles(agency: Agency | undefined): SocialProfile[] {
  const social = agency?.social ?? {};
  return networks.flatMap(({ key, label, Icon }) => {
    const href = social[key];
    return href ? [{ key, label, href, Icon }] : [];
  });
}

/** Icon links to the agency's social profiles (open in a new tab); nothing when none is configured. */
export default function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const agency = useAgency();
  const t = useT(commonText);
  const profiles = socialProfiles(agency);
  if (!agency || profiles.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {profiles.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('profileLink', { name: agency.name, network: label })}
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
