import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Discount } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { SEED_CODES } from '../../../../../mocks/src/seed/content';
import { installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { DiscountCodeField } from './DiscountCodeField';
import { PriceBreakdown } from './PriceBreakdown';

installMockApi();

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 25, 12);
const pro = { _id: 'plan-mc-pro', name: 'Minecraft Pro' };

beforeEach(() => sessionStore.setState({ config: structuredClone(db.config) }));
afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null });
});

function DiscountHarness({ plan }: { plan: { _id: string; name: string } }) {
  const [applied, setApplied] = useState<Discount | null>(null);
  return (
    <>
      <DiscountCodeField plan={plan} applied={applied} onAppliedChange={setApplied} />
      <output aria-label="applied">{applied ? `${applied.code} ${applied.reduction}` : 'none'}</output>
    </>
  );
}

async function tryCode(code: string, plan = pro) {
  const user = userEvent.setup();
  render(<DiscountHarness plan={plan} />);
  if (code) await user.type(screen.getByRole('textbox', { name: 'Discount code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

describe('the discount code, checked before ordering', () => {
  it.each([
    ['an unknown code', 'NOPE', 'This code does not exist.'],
    ['an expired one', SEED_CODES.expiredDiscount, 'This code has expired.'],
    ['nothing typed', '', 'Type a code first.'],
  ])('refuses %s under the field', async (_, code, message) => {
    await tryCode(code);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('applied')).toHaveTextContent('none');
  });

  it('refuses a code for other plans, naming this one', async () => {
    await tryCode(SEED_CODES.discount, { _id: 'plan-rust', name: 'Rust Standard' });
    expect(await screen.findByText('This code does not apply to Rust Standard.')).toBeVisible();
  });

  it('refuses a code used up', async () => {
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount)!;
    spring.maxClaims = spring.redeemed.length;
    await tryCode(SEED_CODES.discount);
    expect(await screen.findByText('This code has been used up.')).toBeVisible();
  });

  it('applies a valid code, says it lasts every renewal, and can be removed', async () => {
    const user = await tryCode(SEED_CODES.discount);
    expect(await screen.findByText('SPRING20: 20 % off, on every renewal too')).toBeVisible();
    expect(screen.getByLabelText('applied')).toHaveTextContent('SPRING20 20');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('applied')).toHaveTextContent('none');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  });
});

describe('the price breakdown', () => {
  const breakdown = () => screen.getByRole('region', { name: 'What you pay' });
  const row = (label: string | RegExp) => within(breakdown()).getByText(label).closest('div')!;

  it('shows the cycle price, what is due now and the renewal, without a discount', () => {
    render(<PriceBreakdown planName="Minecraft Pro" price={9.99} cycle={2160} discount={null} startsAt={START} />);
    expect(row('Minecraft Pro, Every 3 months')).toHaveTextContent('€29.97');
    expect(row('Due now')).toHaveTextContent('€29.97');
    expect(row('Due now')).not.toHaveTextContent('originally');
    expect(row('Next renewal')).toHaveTextContent('€29.97');
    expect(within(row('Next renewal')).getByRole('time')).toHaveAttribute('datetime', new Date(START + 2160 * HOUR).toISOString());
  });

  it('takes a one-time discount off the first payment only, showing the original price', () => {
    render(<PriceBreakdown planName="Minecraft Pro" price={10} cycle={720} discount={{ code: 'ONCE', reduction: 25, recurrent: false }} startsAt={START} />);
    expect(row(/Discount ONCE \(25 %\), on the first payment only/)).toHaveTextContent('−€2.50');
    expect(row('Due now')).toHaveTextContent('€7.50originally €10.00');
    expect(row('Next renewal')).toHaveTextContent('€10.00');
  });

  it('keeps a recurrent discount on the renewal', () => {
    render(<PriceBreakdown planName="Minecraft Pro" price={10} cycle={720} discount={{ code: 'SPRING20', reduction: 20, recurrent: true }} startsAt={START} />);
    expect(row('Next renewal')).toHaveTextContent('€8.00');
  });

  it('has no renewal for a one-time plan, and says billing waits while the order is queued', () => {
    render(<PriceBreakdown planName="Winter Event Server" price={15} cycle={-1} discount={null} startsAt={null} />);
    expect(row('Due when your server is created')).toHaveTextContent('€15.00');
    expect(row('Next renewal')).toHaveTextContent('None: paid once');
    expect(within(breakdown()).getByText(/billing starts only when your server is created/)).toBeVisible();
  });

  it('for a queued order, says what is due when the server is created and that it renews a cycle after that, with no date', () => {
    render(<PriceBreakdown planName="Minecraft Pro" price={10} cycle={720} discount={{ code: 'SPRING20', reduction: 20, recurrent: true }} startsAt={null} />);
    expect(within(breakdown()).queryByText('Due now')).toBeNull();
    expect(row('Due when your server is created')).toHaveTextContent('€8.00originally €10.00');
    expect(row('Next renewal')).toHaveTextContent('€8.00 · one billing cycle after your server is created');
    expect(within(breakdown()).queryByRole('time')).toBeNull();
  });
});
