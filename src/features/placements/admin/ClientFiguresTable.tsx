import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rupeesText } from '../../../domain/feeTerms';
import { useGetClientFiguresQuery } from '../placementsApi';

/**
 * The dashboard's figures per client (all time): requirements open, candidates shared (distinct
 * applications on the client's shortlists), interviews, placements and fees (agreed fees; a monthly rate counts one
 * month). Shown to the roles that may read them (the caller checks `getClientFigures`).
 */
export function ClientFiguresTable() {
  const { data, isError } = useGetClientFiguresQuery();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="client-figures-title">
      <Typography id="client-figures-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Clients
      </Typography>
      {isError && <Typography>The figures per client could not be loaded.</Typography>}
      {data && data.length === 0 && <Typography>No clients yet.</Typography>}
      {data && data.length > 0 && (
        // On a phone the six columns are wider than the screen: the table scrolls sideways inside its own
        // box (reachable by keyboard), not the page.
        <TableContainer tabIndex={0} aria-label="Clients: the figures">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell align="right">Requirements open</TableCell>
                <TableCell align="right">Candidates shared</TableCell>
                <TableCell align="right">Interviews</TableCell>
                <TableCell align="right">Placements</TableCell>
                <TableCell align="right">Fees</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.client_id}>
                  <TableCell>{row.client_name}</TableCell>
                  <TableCell align="right">{row.requirements_open}</TableCell>
                  <TableCell align="right">{row.candidates_shared}</TableCell>
                  <TableCell align="right">{row.interviews}</TableCell>
                  <TableCell align="right">{row.placements}</TableCell>
                  <TableCell align="right">{rupeesText(row.fees_paise)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
