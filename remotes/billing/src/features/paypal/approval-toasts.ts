/** Spec section 8: the toasts of a PayPal approval, for a one-time order and a subscription alike. */
export const APPROVAL_TOASTS = {
  loading: 'Processing your payment...',
  success: 'Payment processed',
  error: 'Could not process your payment',
} as const;
