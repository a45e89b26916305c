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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('billing');
  const expired = isExpired(card.expMonth, card.expYear);
  return (
    <Card
      component="article"
      aria-label={cardName(card)}
      data-testid="payment-method"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: card.isDefault ? 'primary.main' : undefined,
        borderWidth: card.isDefault ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <CreditCardOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
            {card.brand}
          </Typography>
          {card.isDefault && <Chip label={t('card.default')} color="primary" size="small" />}
          {expired && <Chip label={t('card.expired')} color="error" size="small" variant="outlined" />}
        </Box>
        <Typography aria-hidden sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2, mb: 1 }}>
          •••• {card.last4}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('card.expires', { date: formatExpiry(card.expMonth, card.expYear) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {card.holder}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {!card.isDefault && (
          <Button
            size="small"
            variant="outlined"
            onClick={onSetDefault}
            disabled={busy}
            aria-label={t('card.setDefaultNamed', { brand: card.brand, last4: card.last4 })}
          >
            {t('card.setDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('card.removeNamed', { brand: card.brand, last4: card.last4 })}
        >
          {t('card.remove')}
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
  const { t } = useTranslation('billing');
  return (
    <Dialog
      open={card !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="remove-card-title"
      aria-describedby="remove-card-text"
    >
      <DialogTitle id="remove-card-title">{t('removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-card-text">
          {card && t(card.isDefault && othersExist ? 'removeDialog.textDefault' : 'removeDialog.text', { card: cardName(card) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('removeDialog.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? t('removeDialog.removing') : t('removeDialog.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PaymentMethods() {
  const { t } = useTranslation('billing');
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const location = useLocation();
  const [toRemove, setToRemove] = useState<PaymentMethod | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    const added = (location.state as CardAddedState | null)?.addedCard;
    return added ? t('methods.added', { card: cardName(added) }) : null;
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const navigate = useNavigate();

  // The notice was read into state; dropping it from history keeps a reload from announcing it again.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const addButton = (
    <Button component={RouterLink} to={paths.billingMethodsAdd} variant="contained" startIcon={<Add />}>
      {t('methods.add')}
    </Button>
  );

  const makeDefault = (card: PaymentMethod) => {
    setActionError(null);
    setDefault.mutate(card.id, {
      onSuccess: () => setNotice(t('methods.madeDefault', { card: cardName(card) })),
      onError: (error) => setActionError(t('methods.defaultError', { card: cardName(card), message: error.message })),
    });
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const card = toRemove;
    setActionError(null);
    remove.mutate(card.id, {
      onSuccess: () => setNotice(t('methods.removed', { card: cardName(card) })),
      onError: (error) => setActionError(t('methods.removeError', { card: cardName(card), message: error.message })),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <Box>
      <PageHeader title={t('methods.title')} subtitle={t('methods.subtitle')} actions={addButton} />
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
        loadingLabel={t('methods.loading')}
        errorMessage={(error) => t('methods.loadError', { message: error.message })}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyMessage
            icon={<CreditCardOutlined />}
            title={t('methods.emptyTitle')}
            description={t('methods.emptyDescription')}
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
