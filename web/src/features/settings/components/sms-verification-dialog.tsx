import { Box, Button, CircularProgress, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneVerificationConfirmSchema, PHONE_FORMAT_MESSAGE, toE164 } from '@shared/settings/phone';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/phone-verification';
import { issueMessage, issueTextMessage, useSchemaMessages } from '@/lib/i18n/server-message';

/** The message to show for a failed call, and the field it belongs to when the API names one. */
function failure(error: unknown, field: string): string {
  if (error instanceof ApiError) return error.fields?.[field] ?? error.message;
  return i18n.t('settings:sms.failed');
}

/**
 * Turning SMS Notifications on: the phone number, then the 6-digit code texted to it. A right code saves the phone
 * as verified and turns SMS on (the API does both); Cancel leaves SMS off.
 */
export function SmsVerificationDialog({
  initialPhone,
  onCancel,
  onVerified,
}: {
  initialPhone: string;
  onCancel(): void;
  onVerified(): void;
}) {
  const { t } = useTranslation(['settings', 'common', 'components']);
  useSchemaMessages();
  const titleId = useId();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const busy = send.isPending || confirm.isPending;

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!toE164(phone)) {
      setPhoneError(issueTextMessage(PHONE_FORMAT_MESSAGE));
      return;
    }
    setPhoneError(null);
    setCodeError(null);
    send.mutate(phone, {
      onSuccess: (started) => {
        setSentTo(started.phoneEnding);
        setCode('');
        setStep('code');
      },
      onError: (error) => (step === 'phone' ? setPhoneError(failure(error, 'phone')) : setCodeError(failure(error, 'phone'))),
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneVerificationConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError((parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : '') || t('sms.enterCode'));
      return;
    }
    setCodeError(null);
    confirm.mutate(parsed.data.code, { onSuccess: onVerified, onError: (error) => setCodeError(failure(error, 'code')) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('sms.title')}</DialogTitle>
      <DialogContent>
        {step === 'phone' ? (
          <Box component="form" onSubmit={sendCode} noValidate sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('sms.phoneIntro')}</DialogContentText>
            <TextField
              label={t('sms.phoneLabel')}
              type="tel"
              autoComplete="tel"
              autoFocus
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={phoneError !== null}
              helperText={phoneError ?? t('sms.phoneHint')}
              required
              sx={{ mt: 1 }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <Button onClick={onCancel} disabled={busy}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                startIcon={send.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {t('sendCode')}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box component="form" onSubmit={checkCode} noValidate sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('sms.codeSent', { ending: sentTo })}</DialogContentText>
            <TextField
              label={t('components:code.label')}
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              error={codeError !== null}
              helperText={codeError ?? t('sms.codeHint')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              sx={{ mt: 1 }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Button onClick={() => sendCode()} disabled={busy}>
                {t('components:code.sendNew')}
              </Button>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={onCancel} disabled={busy}>
                  {t('common:actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy}
                  startIcon={confirm.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  {t('sms.verify')}
                </Button>
              </Box>
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
