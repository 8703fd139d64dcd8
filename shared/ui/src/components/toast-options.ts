import type { ToasterProps } from 'react-hot-toast';

/**
 * The kit's look for react-hot-toast: `<Toaster toastOptions={kitToastOptions} />` (the shell
 * owns the one Toaster). Colours come from the tokens, so toasts follow the theme.
 */
export const kitToastOptions: NonNullable<ToasterProps['toastOptions']> = {
  style: {
    background: 'var(--color-surface)',
    color: 'var(--color-text)',
    border: '1px solid var(--color-border)',
    borderRadius: 'var(--radius-md)',
    boxShadow: 'var(--shadow-2)',
    font: 'inherit',
  },
  success: { iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-surface)' } },
  error: { iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-surface)' } },
};
