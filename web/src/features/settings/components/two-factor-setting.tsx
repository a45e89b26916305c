import { Alert, Box, Button, CircularProgress, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { secondFactorPhoneSchema } from '@shared/account/second-factor';
import type { Settings } from '@shared/settings/settings';
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

type Step = 'email' | 'identity' | 'phone' | 'code';

function VerifyEmailStep({ onVerified }: { onVerified(): void }) {
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
  const send = () => run(async () => {
    await sendVerificationEmail();
    setSent(true);
  });
  const check = () => run(async () => {
    if (await checkEmailVerified()) onVerified();
    else setError('Your email address is not verified yet. Open the link in the email we sent, then try again.');
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>
        {sent
          ? `We sent a link to ${signInEmail()}. Open it, then come back here.`
          : `Two-factor sign-in needs a verified email address first. We will send a link to ${signInEmail()}.`}
      </DialogContentText>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => void send()} disabled={busy} variant={sent ? 'text' : 'contained'}>
          {sent ? 'Send the link again' : 'Send verification email'}
        </Button>
        {sent && (
          <Button onClick={() => void check()} disabled={busy} variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            I have verified my email
          </Button>
        )}
      </Box>
    </Box>
  );
}

function PhoneStep({ initial, onCancel, onPhone }: { initial: string; onCancel(): void; onPhone(phone: string): void }) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorPhoneSchema.safeParse(phone);
    if (parsed.success) onPhone(parsed.data);
    else setError(parsed.error.issues[0]?.message ?? 'Enter a phone number');
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>Each time you sign in, we will text a 6-digit code to this phone.</DialogContentText>
      <TextField
        label="Mobile phone number"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={error !== null}
        helperText={error ?? 'Include the country code, for example +1 555 123 4567'}
        required
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained">
          Send code
        </Button>
      </Box>
    </Box>
  );
}

/** Turning two-factor sign-in on: a verified email, the password again, a phone, and the code texted to it. */
function TurnOnDialog({ settings, onClose, onDone }: { settings: Settings; onClose(): void; onDone(): Promise<void> }) {
  const [step, setStep] = useState<Step>(emailVerified() ? 'identity' : 'email');
  const [challenge, setChallenge] = useState<CodeChallenge<void> | null>(null);
  const [phone, setPhone] = useState(settings.phone.startsWith('+') ? settings.phone : '');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Turn on two-factor authentication</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {step === 'email' && <VerifyEmailStep onVerified={() => setStep('identity')} />}
        {step === 'identity' && (
          <IdentityCheck submitLabel="Continue" onConfirmed={async () => setStep('phone')} onCancel={onClose}>
            <DialogContentText>First, confirm it is you.</DialogContentText>
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
            submitLabel="Turn on"
            cancelLabel="Change number"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TurnOffDialog({ onClose, onDone }: { onClose(): void; onDone(): Promise<void> }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Turn off two-factor authentication?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <IdentityCheck
          submitLabel="Turn off"
          submitColor="error"
          onConfirmed={async () => {
            await turnOffTwoFactor();
            await onDone();
          }}
          onCancel={onClose}
        >
          <DialogContentText>Signing in will need only your password again, which makes your account easier to break into.</DialogContentText>
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
        label="Enable Two-Factor Authentication"
        control={<Switch checked={settings.twoFactor} onChange={(e) => setDialog(e.target.checked ? 'on' : 'off')} />}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5, mb: 1 }}>
        {settings.twoFactor
          ? `On: signing in needs your password and a code texted to the phone number ending in ${settings.twoFactorPhoneEnding ?? '…'}.`
          : 'Off: signing in needs only your password. Turn it on to also need a code texted to your phone.'}
      </Typography>
      {dialog === 'on' && <TurnOnDialog settings={settings} onClose={() => setDialog(null)} onDone={done('Two-factor authentication is on.')} />}
      {dialog === 'off' && <TurnOffDialog onClose={() => setDialog(null)} onDone={done('Two-factor authentication is off.')} />}
    </>
  );
}
