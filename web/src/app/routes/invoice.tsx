import { useParams } from 'react-router-dom';
import { InvoiceDetails } from '@/features/billing/components/invoice-details';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id so moving between invoices starts each page fresh (download state included).
  return <InvoiceDetails key={id} invoiceId={id} />;
}
