import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { useFeeQuote } from '../api/get-fee-quote';
import { choicesFrom, paramsOf, quoteRequest, type FeeChoices } from '../utils/fee-request';
import { FeeChoicesForm } from './fee-choices-form';
import { FeeQuoteLines } from './fee-quote-lines';
import { HowToPay } from './how-to-pay';

/** The fee calculator (/resources/fees): what the forms chosen cost, online or on paper, and how to pay them. */
export function FeeCalculatorPage() {
  const { t } = useTranslation('resources');
  const [params, setParams] = useSearchParams();
  const choices = choicesFrom(params);
  const request = quoteRequest(choices);
  const query = useFeeQuote(request ?? { forms: '', filing: 'online' }, request !== null);
  const change = (next: FeeChoices) => setParams(paramsOf(next), { replace: true });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('fees.title')} subtitle={t('fees.subtitle')} />
      <FeeChoicesForm choices={choices} onChange={change} />
      {request === null ? (
        <EmptyState>{choices.forms.length === 0 ? t('fees.empty') : t('fees.i129ClassHelp')}</EmptyState>
      ) : (
        <AsyncState query={query} loadingLabel={t('fees.loading')} errorMessage={t('fees.loadError')}>
          {(quote) => <FeeQuoteLines quote={quote} />}
        </AsyncState>
      )}
      <HowToPay />
    </Box>
  );
}
