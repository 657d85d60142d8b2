import Avatar from '@mui/material/Avatar';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { fileUrl } from '../../shared/fileUrl';

/** A list thumbnail of a stored image: round for logos and photos, rounded square for posters. */
export function Thumbnail({
  path,
  alt,
  variant = 'circular',
  size = 44,
}: {
  path: string | null | undefined;
  alt: string;
  variant?: 'circular' | 'rounded';
  size?: number;
}) {
  const src = fileUrl(path);
  return (
    <Avatar
      variant={variant}
      src={src}
      alt={alt}
      imgProps={{ loading: 'lazy', width: size, height: size, decoding: 'async' }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'grey.200',
        color: 'grey.600',
        '& img': { objectFit: 'cover' },
      }}
    >
      <ImageOutlined titleAccess={alt} />
    </Avatar>
  );
}
