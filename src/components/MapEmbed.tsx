import Box from '@mui/material/Box';

/** A lazily loaded map / street-view frame with a title for assistive technology. */
export default function MapEmbed({
  src,
  title,
  height = 360,
}: {
  src: string;
  title: string;
  height?: number;
}) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
      width="100%"
      height={height}
      sx={{ border: 0, width: '100%', height, display: 'block', borderRadius: 3, bgcolor: '#e8ecf4' }}
    />
  );
}
