import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaypalSubscriptionButtons } from './PaypalSubscriptionButtons';

interface ButtonProps {
  createSubscription: (data: unknown, actions: { subscription: { create: (options: { plan_id: string }) => Promise<string> } }) => Promise<string>;
  onApprove: (data: { subscriptionID?: string | null }) => Promise<void>;
  onError: (error: unknown) => void;
}

const h = vi.hoisted(() => ({
  toast: { loading: vi.fn(() => 'toast-1'), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
  calls: { createPaypalPlan: vi.fn(), activatePaypalSubscription: vi.fn() },
  scriptOptions: [] as unknown[],
  buttons: null as ButtonProps | null,
}));

vi.mock('@panel/ui', async (original) => ({ ...(await original<object>()), toast: h.toast }));
vi.mock('@panel/session', () => ({
  useConfig: () => ({
    currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
    settings: { payments: { paypal: { clientId: 'sb', enabled: true } } },
  }),
}));
vi.mock('../../api/paypal-plan', () => ({ createPaypalPlan: h.calls.createPaypalPlan }));
vi.mock('../../api/paypal-subscription-activate', () => ({
  useActivatePaypalSubscription:
    () =>
    ({ id, subscriptionID }: { id: string; subscriptionID: string }) =>
      h.calls.activatePaypalSubscription(id, subscriptionID),
}));
vi.mock('@paypal/react-paypal-js', async () => (await import('../../test/fake-paypal-react')).fakePaypalReact(h));

const buttons = () => {
  if (!h.buttons) throw new Error('PayPalButtons not rendered');
  return h.buttons;
};

const renderButtons = () => {
  const onActivated = vi.fn();
  render(<PaypalSubscriptionButtons invoiceId="inv-1" onActivated={onActivated} />);
  return onActivated;
};

describe('PaypalSubscriptionButtons', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    h.toast.loading.mockReturnValue('toast-1');
    h.calls.createPaypalPlan.mockResolvedValue('P-PLAN1');
    h.calls.activatePaypalSubscription.mockResolvedValue(undefined);
  });

  it('loads the SDK with the order components, the client id and currency, vault on and the subscription intent', () => {
    renderButtons();
    expect(h.scriptOptions.at(-1)).toEqual({
      clientId: 'sb',
      currency: 'EUR',
      components: 'buttons,googlepay',
      vault: true,
      intent: 'subscription',
    });
  });

  it('subscribes the buyer to the plan the API created, once for concurrent calls', async () => {
    renderButtons();
    const create = vi.fn(async ({ plan_id }: { plan_id: string }) => `sub-for-${plan_id}`);
    const actions = { subscription: { create } };
    await expect(Promise.all([buttons().createSubscription({}, actions), buttons().createSubscription({}, actions)])).resolves.toEqual([
      'sub-for-P-PLAN1',
      'sub-for-P-PLAN1',
    ]);
    expect(h.calls.createPaypalPlan).toHaveBeenCalledTimes(1);
    expect(h.calls.createPaypalPlan).toHaveBeenCalledWith('inv-1');
  });

  it('shows the loading toast while the activation runs, then turns it into the success toast', async () => {
    let finish: () => void = () => undefined;
    h.calls.activatePaypalSubscription.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const onActivated = renderButtons();
    let approval: Promise<void> = Promise.resolve();
    act(() => {
      approval = buttons().onApprove({ subscriptionID: 'I-SUB1' });
    });
    expect(h.toast.loading).toHaveBeenCalledWith('Processing your payment...');
    expect(h.calls.activatePaypalSubscription).toHaveBeenCalledWith('inv-1', 'I-SUB1');
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(onActivated).not.toHaveBeenCalled();

    await act(async () => {
      finish();
      await approval;
    });
    expect(h.toast.success).toHaveBeenCalledWith('Payment processed', { id: 'toast-1' });
    expect(onActivated).toHaveBeenCalledTimes(1);
    expect(h.toast.error).not.toHaveBeenCalled();
  });

  it('a failed activation turns the loading toast into the error, stays, and allows another try', async () => {
    h.calls.activatePaypalSubscription.mockRejectedValueOnce(new Error('500'));
    const onActivated = renderButtons();
    await act(() => buttons().onApprove({ subscriptionID: 'I-SUB1' }));
    expect(h.toast.error).toHaveBeenCalledWith('Could not process your payment', { id: 'toast-1' });
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(onActivated).not.toHaveBeenCalled();

    await act(() => buttons().onApprove({ subscriptionID: 'I-SUB1' }));
    expect(h.toast.success).toHaveBeenCalledWith('Payment processed', { id: 'toast-1' });
    expect(onActivated).toHaveBeenCalledTimes(1);
  });

  it('a second approval while the first is processed is ignored', async () => {
    const onActivated = renderButtons();
    await act(() => Promise.all([buttons().onApprove({ subscriptionID: 'I-SUB1' }), buttons().onApprove({ subscriptionID: 'I-SUB1' })]));
    expect(h.calls.activatePaypalSubscription).toHaveBeenCalledTimes(1);
    expect(onActivated).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, null, ''])('an approval without a subscription id (%j) toasts the error and calls nothing', async (subscriptionID) => {
    const onActivated = renderButtons();
    await act(() => buttons().onApprove({ subscriptionID }));
    expect(h.toast.error).toHaveBeenCalledWith('Could not process your payment');
    expect(h.calls.activatePaypalSubscription).not.toHaveBeenCalled();
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('an SDK error (such as a failed plan) toasts the error', () => {
    renderButtons();
    buttons().onError(new Error('plan failed'));
    expect(h.toast.error).toHaveBeenCalledWith('Could not process your payment');
  });
});
