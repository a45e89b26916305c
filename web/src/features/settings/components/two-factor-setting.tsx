import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorPhoneSchema } from '@shared/account/second-factor';
import type { Settings } from '@shared/settings/settings-views';
import { codeStepOf, VerificationCodeForm } from '@/components/auth/verification-code-form';
import { authErrorMessage } from '@/lib/auth-errors';
import type { CodeChallenge } from '@/lib/second-factor';
import {
  checkEmailVerified,
  emailVerified,
  sendVerificationEmail,
  signInEmail,
  startEnrolment,
  turnOffTwoFactor,
  useRefreshAfterTwoFactorChange,
} from '../api/two-factor';
import { IdentityCheck } from './identity-check';
import type { ShowToast } from './toast';
import { issueMessage, useSchemaMessages } from '@/lib/i18n/server-message';

type Step = 'email' | 'identity' | 'phone' | 'code';

function VerifyEmailStep({ onVerified }: { onVerified(): void }) {
  const { t } = useTranslation(['settings', 'common']);
  useSchemaMessages();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      await sendVerificationEmail();
      setSent(true);
    });
  const check = () =>
    run(async () => {
      if (await checkEmailVerified()) onVerified();
      else setError(t('twoFactor.notVerified'));
    });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>
        {sent ? t('twoFactor.linkSent', { email: signInEmail() }) : t('twoFactor.needsEmail', { email: signInEmail() })}
      </DialogContentText>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => void send()} disabled={busy} variant={sent ? 'text' : 'contained'}>
          {sent ? t('twoFactor.sendAgain') : t('twoFactor.sendEmail')}
        </Button>
        {sent && (
          <Button
            onClick={() => void check()}
            disabled={busy}
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('twoFactor.verifiedEmail')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function PhoneStep({ initial, onCancel, onPhone }: { initial: string; onCancel(): void; onPhone(phone: string): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorPhoneSchema.safeParse(phone);
    if (parsed.success) onPhone(parsed.data);
    else setError((parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : '') || t('twoFactor.enterPhone'));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>{t('twoFactor.phoneIntro')}</DialogContentText>
      <TextField
        label={t('twoFactor.phoneLabel')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={error !== null}
        helperText={error ?? t('twoFactor.phoneHint')}
        required
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('sendCode')}
        </Button>
      </Box>
    </Box>
  );
}

/** Turning two-factor sign-in on: a verified email, the password again, a phone, and the code texted to it. */
function TurnOnDialog({ settings, onClose, onDone }: { settings: Settings; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['settings', 'common']);
  const [step, setStep] = useState<Step>(emailVerified() ? 'identity' : 'email');
  const [challenge, setChallenge] = useState<CodeChallenge<void> | null>(null);
  const [phone, setPhone] = useState(settings.phone.startsWith('+') ? settings.phone : '');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('twoFactor.turnOnTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {step === 'email' && <VerifyEmailStep onVerified={() => setStep('identity')} />}
        {step === 'identity' && (
          <IdentityCheck submitLabel={t('twoFactor.continue')} onConfirmed={async () => setStep('phone')} onCancel={onClose}>
            <DialogContentText>{t('twoFactor.confirmFirst')}</DialogContentText>
          </IdentityCheck>
        )}
        {step === 'phone' && (
          <PhoneStep
            initial={phone}
            onCancel={onClose}
            onPhone={(number) => {
              setPhone(number);
              setChallenge(startEnrolment(number));
              setStep('code');
            }}
          />
        )}
        {step === 'code' && challenge && (
          <VerificationCodeForm
            {...codeStepOf(challenge, onDone)}
            onCancel={() => setStep('phone')}
            submitLabel={t('twoFactor.turnOn')}
            cancelLabel={t('twoFactor.changeNumber')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TurnOffDialog({ onClose, onDone }: { onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['settings', 'common']);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('twoFactor.turnOffTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <IdentityCheck
          submitLabel={t('twoFactor.turnOff')}
          submitColor="error"
          onConfirmed={async () => {
            await turnOffTwoFactor();
            await onDone();
          }}
          onCancel={onClose}
        >
          <DialogContentText>{t('twoFactor.turnOffWarning')}</DialogContentText>
        </IdentityCheck>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Security Settings switch "Enable Two-Factor Authentication". It shows whether a second factor is enrolled on the
 * account (as the API reads it from Auth), and flipping it opens the steps that enrol or remove one.
 */
export function TwoFactorSetting({ settings, showToast }: { settings: Settings; showToast: ShowToast }) {
  const { t } = useTranslation(['settings', 'common']);
  const [dialog, setDialog] = useState<'on' | 'off' | null>(null);
  const refresh = useRefreshAfterTwoFactorChange();
  const done = (message: string) => async () => {
    setDialog(null);
    showToast(message);
    await refresh();
  };
  return (
    <>
      <FormControlLabel
        label={t('twoFactor.switch')}
        control={<Switch checked={settings.twoFactor} onChange={(e) => setDialog(e.target.checked ? 'on' : 'off')} />}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5, mb: 1 }}>
        {settings.twoFactor ? t('twoFactor.on', { ending: settings.twoFactorPhoneEnding ?? '…' }) : t('twoFactor.off')}
      </Typography>
      {dialog === 'on' && <TurnOnDialog settings={settings} onClose={() => setDialog(null)} onDone={done(t('twoFactor.isOn'))} />}
      {dialog === 'off' && <TurnOffDialog onClose={() => setDialog(null)} onDone={done(t('twoFactor.isOff'))} />}
    </>
  );
}
