import type { ReactNode } from 'react';

/** What a test of a PayPal buttons component reads back from the fake SDK wrapper. */
export interface PaypalSdkRecorder<ButtonProps> {
  scriptOptions: unknown[];
  buttons: ButtonProps | null;
}

/**
 * A stand-in for `@paypal/react-paypal-js` in unit tests: the script always loads, the
 * provider records its options and the buttons record their props, so a test can call
 * createOrder, onApprove and onError itself.
 * Use: `vi.mock('@paypal/react-paypal-js', async () => (await import('…/fake-paypal-react')).fakePaypalReact(h))`.
 */
export function fakePaypalReact<ButtonProps>(recorder: PaypalSdkRecorder<ButtonProps>) {
  return {
    PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
      recorder.scriptOptions.push(options);
      return children;
    },
    usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
    PayPalButtons: (props: ButtonProps) => {
      recorder.buttons = props;
      return null;
    },
  };
}
