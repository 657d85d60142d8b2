import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';

/** The empty state of the public lists. */
export default function ComingSoon({
  text = 'New openings are added every week. Please check back soon.',
}: {
  text?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 2 }}>
      <HourglassEmpty aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
      <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
        Coming Soon
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}
