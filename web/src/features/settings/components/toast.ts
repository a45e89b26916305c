export interface Toast {
  message: string;
  severity: 'success' | 'error';
}

/** How a section reports the outcome of a save, shown by the page's one snackbar. */
export type ShowToast = (message: string, severity?: Toast['severity']) => void;
