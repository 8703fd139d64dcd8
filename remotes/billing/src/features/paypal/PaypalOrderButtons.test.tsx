import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@panel/api/contract';
import PaypalOrderButtons from './PaypalOrderButtons';

interface ButtonProps {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
}

const h = vi.hoisted(() => ({
  navigate: vi.fn(),
  toast: { loading: vi.fn(() => 'toast-1'), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
  calls: { createPaypalOrder: vi.fn(), capturePaypalOrder: vi.fn() },
  scriptOptions: [] as unknown[],
  buttons: null as ButtonProps | null,
}));

vi.mock('@panel/ui', async (original) => ({ ...(await original<object>()), toast: h.toast }));
vi.mock('@panel/router', () => ({ useNavigate: () => h.navigate }));
vi.mock('@panel/session', () => ({
  useConfig: () => ({
    currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
    settings: { payments: { paypal: { clientId: 'sb', enabled: true } } },
  }),
}));
vi.mock('../../api/paypal-order', () => ({ createPaypalOrder: h.calls.createPaypalOrder }));
vi.mock('../../api/paypal-order-capture', () => ({
  useCapturePaypalOrder:
    () =>
    ({ id, orderID }: { id: string; orderID: string }) =>
      h.calls.capturePaypalOrder(id, orderID),
}));
vi.mock('@paypal/react-paypal-js', async () => (await import('../../test/fake-paypal-react')).fakePaypalReact(h));

const invoice = { _id: 'inv-1' } as Invoice;
const buttons = () => {
  if (!h.buttons) throw new Error('PayPalButtons not rendered');
  return h.buttons;
};

describe('PaypalOrderButtons', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    h.toast.loading.mockReturnValue('toast-1');
    h.calls.createPaypalOrder.mockResolvedValue('ORDER-1');
  });

  it('loads the SDK with the client id, currency, buttons and googlepay', () => {
    render(<PaypalOrderButtons invoice={invoice} />);
    expect(h.scriptOptions.at(-1)).toEqual({ clientId: 'sb', currency: 'EUR', components: 'buttons,googlepay' });
  });

  it('creates one order for concurrent createOrder calls', async () => {
    render(<PaypalOrderButtons invoice={invoice} />);
    await expect(Promise.all([buttons().createOrder(), buttons().createOrder()])).resolves.toEqual(['ORDER-1', 'ORDER-1']);
    expect(h.calls.createPaypalOrder).toHaveBeenCalledTimes(1);
    expect(h.calls.createPaypalOrder).toHaveBeenCalledWith('inv-1');
  });

  it('COMPLETED replaces the loading toast with success and opens the success page', async () => {
    h.calls.capturePaypalOrder.mockResolvedValue('COMPLETED');
    render(<PaypalOrderButtons invoice={invoice} />);
    await act(() => buttons().onApprove({ orderID: 'ORDER-1' }));
    expect(h.toast.loading).toHaveBeenCalledWith('Processing your payment...');
    expect(h.calls.capturePaypalOrder).toHaveBeenCalledWith('inv-1', 'ORDER-1');
    expect(h.toast.success).toHaveBeenCalledWith('Payment processed', { id: 'toast-1' });
    expect(h.navigate).toHaveBeenCalledWith('/invoice/inv-1/payment/success');
  });

  it('any other status opens the cancelled page', async () => {
    h.calls.capturePaypalOrder.mockResolvedValue('DECLINED');
    render(<PaypalOrderButtons invoice={invoice} />);
    await act(() => buttons().onApprove({ orderID: 'ORDER-1' }));
    expect(h.toast.dismiss).toHaveBeenCalledWith('toast-1');
    expect(h.navigate).toHaveBeenCalledWith('/invoice/inv-1/payment/cancelled');
  });

  it('a failed capture turns the loading toast into the error and allows another try', async () => {
    h.calls.capturePaypalOrder.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('COMPLETED');
    render(<PaypalOrderButtons invoice={invoice} />);
    await act(() => buttons().onApprove({ orderID: 'ORDER-1' }));
    expect(h.toast.error).toHaveBeenCalledWith('Could not process your payment', { id: 'toast-1' });
    expect(h.navigate).not.toHaveBeenCalled();
    await act(() => buttons().onApprove({ orderID: 'ORDER-1' }));
    expect(h.navigate).toHaveBeenCalledWith('/invoice/inv-1/payment/success');
  });

  it('a second approval of the order being captured is ignored', async () => {
    h.calls.capturePaypalOrder.mockResolvedValue('COMPLETED');
    render(<PaypalOrderButtons invoice={invoice} />);
    await act(() => Promise.all([buttons().onApprove({ orderID: 'ORDER-1' }), buttons().onApprove({ orderID: 'ORDER-1' })]));
    expect(h.calls.capturePaypalOrder).toHaveBeenCalledTimes(1);
  });

  it('an SDK error (such as a failed createOrder) toasts the error', () => {
    render(<PaypalOrderButtons invoice={invoice} />);
    buttons().onError(new Error('create failed'));
    expect(h.toast.error).toHaveBeenCalledWith('Could not process your payment');
  });
});
