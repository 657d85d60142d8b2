import { useState } from 'react';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { fileUrl } from '../../shared/fileUrl';

/**
 * A list thumbnail of a stored image: round for logos and photos, rounded square for posters; a picture
 * icon (named by `alt`) when there is no image or it cannot be loaded. Plain elements styled by the grid
 * (`.grid-thumb` in GridCells.tsx): a page of rows mounts one per row.
 */
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
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span
      className="grid-thumb"
      style={{ width: size, height: size, borderRadius: variant === 'circular' ? '50%' : 4 }}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <ImageOutlined titleAccess={alt} />
      )}
    </span>
  );
}
