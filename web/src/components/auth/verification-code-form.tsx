import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationCodeSchema } from '@shared/account/second-factor';
import { PlainTextField } from '@/components/ui/plain-text-field';
import { authErrorMessage } from '@/lib/auth-errors';
import type { CodeChallenge } from '@/lib/second-factor';
import { issueMessage, useSchemaMessages } from '@/lib/i18n/server-message';

interface VerificationCodeFormProps {
  phoneEnding: string | null;
  /** Texts a code; called once on arrival and again for "Send a new code". */
  send(container: HTMLElement): Promise<void>;
  /** Checks the code; a rejection is shown as the error. */
  verify(code: string): Promise<void>;
  onCancel(): void;
  submitLabel: string;
  cancelLabel: string;
  /** An error reported elsewhere (the sign-in state), shown like this form's own. */
  error?: string | null;
  /** Set while the caller is busy with the code. */
  busy?: boolean;
}

/** The form's phone and code handling for a challenge; `afterwards` runs once the code is accepted. */
export function codeStepOf<T>(
  challenge: CodeChallenge<T>,
  afterwards: () => Promise<void>,
): Pick<VerificationCodeFormProps, 'phoneEnding' | 'send' | 'verify'> {
  return {
    phoneEnding: challenge.phoneEnding,
    send: challenge.send,
    verify: async (code) => {
      await challenge.confirm(code);
      await afterwards();
    },
  };
}

const statusOf = (sending: boolean, sent: boolean) => (sending ? (sent ? 'sendingNew' : 'sending') : sent ? 'sent' : 'failed');

/**
 * The code step of two-factor sign-in: texts a code as soon as it appears, then takes the 6 digits. Used to sign in,
 * to turn two-factor sign-in on, and to confirm it is you before a sensitive change.
 */
export function VerificationCodeForm({
  phoneEnding,
  send,
  verify,
  onCancel,
  submitLabel,
  cancelLabel,
  error,
  busy = false,
}: VerificationCodeFormProps) {
  const { t } = useTranslation('components');
  useSchemaMessages();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  // The first code goes out as soon as the form appears.
  const [sending, setSending] = useState(true);
  const [sent, setSent] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  const sendCode = async () => {
    const host = recaptchaHost.current;
    if (!host) return;
    // Firebase wants an empty element for each reCAPTCHA check.
    const container = document.createElement('div');
    host.replaceChildren(container);
    setSending(true);
    setOwnError(null);
    try {
      await send(container);
      setSent(true);
    } catch (sendError) {
      setOwnError(authErrorMessage(sendError));
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first code goes out once, on arrival
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError((parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : '') || t('code.enterCode'));
      return;
    }
    setCodeError(null);
    setOwnError(null);
    setVerifying(true);
    try {
      await verify(parsed.data);
    } catch (verifyError) {
      setOwnError(authErrorMessage(verifyError));
    } finally {
      setVerifying(false);
    }
  };

  const shownError = ownError ?? error ?? null;
  const working = busy || verifying;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography role="status">
        {t(`code.${statusOf(sending, sent)}`, { hasEnding: phoneEnding ? 'yes' : 'no', ending: phoneEnding ?? '' })}
      </Typography>
      {shownError && (
        <Alert severity="error" variant="filled" role="alert">
          {shownError}
        </Alert>
      )}
      <PlainTextField
        label={t('code.label')}
        name="code"
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 9 }}
        required
        value={code}
        error={codeError !== null}
        helperText={codeError ?? undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={working || !sent}>
        {working ? t('code.checking') : submitLabel}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => void sendCode()} disabled={sending || working}>
          {sending ? t('code.sendingShort') : t('code.sendNew')}
        </Button>
        <Button onClick={onCancel} disabled={working}>
          {cancelLabel}
        </Button>
      </Box>
      <div ref={recaptchaHost} />
    </Box>
  );
}
