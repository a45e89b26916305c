import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Box, Button, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { TicketSummary } from '@shared/support/ticket-views';
import { AsyncState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTickets } from '../api/get-tickets';
import { formatShortDate } from '../utils/format-date';
import { FaqList } from './faq-list';
import { TicketStatusChip } from './ticket-status-chip';

/** Navigation state the new-ticket form leaves behind. */
export interface TicketCreatedState {
  createdTicket?: { id: string; subject: string };
}

function TicketsTable({ tickets, highlightId }: { tickets: TicketSummary[]; highlightId: string | null }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Your support tickets" sx={{ '& th, & td': { px: { xs: 1.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Subject</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tickets.map((ticket) => (
            <TableRow
              key={ticket.id}
              hover
              selected={ticket.id === highlightId}
              data-testid="ticket-row"
              // The whole row is a pointer target; the subject link is the keyboard and screen-reader path.
              onClick={(event) => {
                if (!(event.target instanceof HTMLElement && event.target.closest('a'))) navigate(paths.ticket(ticket.id));
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={paths.ticket(ticket.id)} underline="hover" sx={{ fontWeight: 600 }}>
                  {ticket.subject}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {ticket.category}
                </Typography>
              </TableCell>
              <TableCell>
                <TicketStatusChip status={ticket.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={ticket.createdAt}>{formatShortDate(ticket.createdAt)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SupportCenter() {
  const tickets = useTickets();
  const location = useLocation();
  const navigate = useNavigate();
  const [created] = useState(() => (location.state as TicketCreatedState | null)?.createdTicket ?? null);

  // Read once into state; clearing it keeps a reload from announcing the ticket again.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const newTicketButton = (
    <Button component={RouterLink} to={paths.supportNew} variant="contained">
      + Create New Ticket
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Help & Support" subtitle="Ask our team for help, and follow your requests here." actions={newTicketButton} />
      <Box aria-live="polite">
        {created && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Your ticket “{created.subject}” was created. We will reply on its page.
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="tickets-heading">
        <Typography id="tickets-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Your Tickets
        </Typography>
        <AsyncState
          query={tickets}
          loadingLabel="Loading your tickets…"
          errorMessage={(error) => `Could not load your tickets: ${error.message}`}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyMessage
              icon={<SupportAgentOutlined />}
              title="You have no support tickets yet."
              description="If something is not working or you have a question, choose + Create New Ticket and our team will reply."
            />
          }
        >
          {(list) => <TicketsTable tickets={list} highlightId={created?.id ?? null} />}
        </AsyncState>
      </Box>
      <FaqList />
    </Box>
  );
}
