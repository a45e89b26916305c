import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** Saves the server-made PDF of the invoice (pdfmake), named after the invoice number. */
export const downloadInvoicePdf = (invoice: { id: string; number: string }): Promise<void> =>
  apiDownload(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, `invoice-${invoice.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`);

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
