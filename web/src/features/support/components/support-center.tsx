import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('center.tableLabel')} sx={{ '& th, & td': { px: { xs: 1.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('center.subject')}</TableCell>
            <TableCell>{t('center.status')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('center.createdColumn')}</TableCell>
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
                  {t('category', { category: ticket.category })}
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
  const { t } = useTranslation('support');
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
      {t('center.newTicket')}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t('center.title')} subtitle={t('center.subtitle')} actions={newTicketButton} />
      <Box aria-live="polite">
        {created && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('center.created', { subject: created.subject })}
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="tickets-heading">
        <Typography id="tickets-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('center.yourTickets')}
        </Typography>
        <AsyncState
          query={tickets}
          loadingLabel={t('center.loading')}
          errorMessage={(error) => t('center.loadError', { message: error.message })}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyMessage icon={<SupportAgentOutlined />} title={t('center.emptyTitle')} description={t('center.emptyDescription')} />}
        >
          {(list) => <TicketsTable tickets={list} highlightId={created?.id ?? null} />}
        </AsyncState>
      </Box>
      <FaqList />
    </Box>
  );
}
