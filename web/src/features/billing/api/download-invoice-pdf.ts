import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** Saves the server-made PDF of the invoice (pdfmake), named after the invoice number. */
export async function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  const pdf = await api.GET('/invoices/{id}/pdf', { params: { path: { id: invoice.id } }, parseAs: 'blob' });
  saveBlob(pdf, `invoice-${invoice.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`);
}

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
