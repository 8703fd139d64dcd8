import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyCall } from '@panel/ui/testing';
import { testInvoice } from '../test/invoice-fixture';
import { useInvoice } from './invoice';

const invoice = testInvoice({ _id: 'inv-9', name: 'Minecraft 4 GB', amount: 4.99 });

function InvoiceName({ pass }: { pass: number }) {
  const { data } = useInvoice('inv-9');
  return <p data-pass={pass}>{data ? data.name : 'Loading'}</p>;
}

const renderFresh = (pass: number) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <InvoiceName pass={pass} />
  </SWRConfig>
);

describe('useInvoice with an answer the page fetched early', () => {
  let answer: (response: Response) => void;

  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
    window.__PANEL_EARLY_API__ = {
      '/api/invoices/inv-9': { ...earlyCall(new Promise<Response>((resolve) => (answer = resolve))), data: { invoice } },
    };
  });

  afterEach(() => {
    delete window.__PANEL_EARLY_API__;
    localStorage.clear();
  });

  // The race CI caught: the client takes the early call to revalidate, another render
  // happens (the listing failed), then the same invoice arrives.
  it('keeps showing it while the client takes the call, and after the answer arrives', async () => {
    const { rerender } = render(renderFresh(1));
    expect(screen.getByText('Minecraft 4 GB')).toBeInTheDocument();

    await waitFor(() => expect(window.__PANEL_EARLY_API__?.['/api/invoices/inv-9']).toBeUndefined());
    rerender(renderFresh(2));
    expect(screen.getByText('Minecraft 4 GB')).toBeInTheDocument();

    await act(async () => answer(Response.json({ invoice })));
    await waitFor(() => expect(screen.getByText('Minecraft 4 GB')).toBeInTheDocument());
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
