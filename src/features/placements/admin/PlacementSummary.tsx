import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { rupeesText } from '../../../domain/feeTerms';
import { useListPlacementsQuery } from '../placementsApi';
import { feeText, stateText } from './placementTexts';

/** An application's placement, on its detail page (nothing when it has none). */
export function PlacementSummary({ applicationId }: { applicationId: number }) {
  const { data } = useListPlacementsQuery({ application_id: applicationId });
  const placement = data?.[0];
  if (!placement) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
      aria-labelledby="placement-title"
    >
      <Typography id="placement-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        Placement
      </Typography>
      <Typography>
        {placement.client_name} · joined {placement.joining_date} · {stateText(placement)}
      </Typography>
      <Typography>
        Fee {feeText(placement)}
        {placement.fee_paise !== placement.computed_fee_paise &&
          ` (terms gave ${rupeesText(placement.computed_fee_paise)}: ${placement.fee_reason})`}
      </Typography>
      <Typography>
        {placement.guarantee_end_date === null
          ? 'No replacement guarantee.'
          : `Guarantee until ${placement.guarantee_end_date}.`}
        {placement.left_date !== null && ` Left on ${placement.left_date}: ${placement.left_reason}.`}
      </Typography>
    </Paper>
  );
}
