import Add from '@mui/icons-material/Add';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isExpired } from '@shared/billing/card';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { AsyncState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { paths } from '@/config/paths';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { cardName, formatExpiry } from '../utils/format';
import { PageHeader } from '@/components/ui/page-header';

/** Navigation state the add-card form leaves behind: only what the card list shows anyway. */
export interface CardAddedState {
  addedCard?: { brand: string; last4: string };
}

interface CardTileProps {
  card: PaymentMethod;
  busy: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
}

function CardTile({ card, busy, onSetDefault, onRemove }: CardTileProps) {
  const expired = isExpired(card.expMonth, card.expYear);
  return (
    <Card
      component="article"
      aria-label={cardName(card)}
      data-testid="payment-method"
      sx={{ display: 'flex', flexDirection: 'column', borderColor: card.isDefault ? 'primary.main' : undefined, borderWidth: card.isDefault ? 2 : 1 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <CreditCardOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
            {card.brand}
          </Typography>
          {card.isDefault && <Chip label="Default" color="primary" size="small" />}
          {expired && <Chip label="Expired" color="error" size="small" variant="outlined" />}
        </Box>
        <Typography aria-hidden sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2, mb: 1 }}>
          •••• {card.last4}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Expires {formatExpiry(card.expMonth, card.expYear)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {card.holder}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {!card.isDefault && (
          <Button size="small" variant="outlined" onClick={onSetDefault} disabled={busy}>
            Set as default
          </Button>
        )}
        <Button size="small" color="error" onClick={onRemove} disabled={busy}>
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}

function RemoveDialog({
  card,
  othersExist,
  pending,
  onCancel,
  onConfirm,
}: {
  card: PaymentMethod | null;
  othersExist: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={card !== null} onClose={pending ? undefined : onCancel} aria-labelledby="remove-card-title" aria-describedby="remove-card-text">
      <DialogTitle id="remove-card-title">Remove this card?</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-card-text">
          {card && `${cardName(card)} will be removed from your account.`}
          {card?.isDefault && othersExist && ' Your oldest remaining card will become the default.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'Removing…' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PaymentMethods() {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const location = useLocation();
  const [toRemove, setToRemove] = useState<PaymentMethod | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    const added = (location.state as CardAddedState | null)?.addedCard;
    return added ? `${cardName(added)} was added.` : null;
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const navigate = useNavigate();

  // The notice was read into state; dropping it from history keeps a reload from announcing it again.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const addButton = (
    <Button component={RouterLink} to={paths.billingMethodsAdd} variant="contained" startIcon={<Add />}>
      Add Method
    </Button>
  );

  const makeDefault = (card: PaymentMethod) => {
    setActionError(null);
    setDefault.mutate(card.id, {
      onSuccess: () => setNotice(`${cardName(card)} is now your default card.`),
      onError: (error) => setActionError(`Could not make ${cardName(card)} the default: ${error.message}`),
    });
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const card = toRemove;
    setActionError(null);
    remove.mutate(card.id, {
      onSuccess: () => setNotice(`${cardName(card)} was removed.`),
      onError: (error) => setActionError(`Could not remove ${cardName(card)}: ${error.message}`),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <Box>
      <PageHeader title="Payment Methods" subtitle="Cards you can pay with. The default card is used first." actions={addButton} />
      <Box aria-live="polite">
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </Box>
      {actionError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <AsyncState
        query={methods}
        loadingLabel="Loading payment methods…"
        errorMessage={(error) => `Could not load your payment methods: ${error.message}`}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyMessage
            icon={<CreditCardOutlined />}
            title="No payment methods yet."
            description="Add a card to pay for plans and services."
            action={addButton}
          />
        }
      >
        {(list) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
            {list.map((card) => (
              <CardTile
                key={card.id}
                card={card}
                busy={(setDefault.isPending && setDefault.variables === card.id) || (remove.isPending && remove.variables === card.id)}
                onSetDefault={() => makeDefault(card)}
                onRemove={() => setToRemove(card)}
              />
            ))}
          </Box>
        )}
      </AsyncState>
      <RemoveDialog
        card={toRemove}
        othersExist={(methods.data?.length ?? 0) > 1}
        pending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={confirmRemove}
      />
    </Box>
  );
}
