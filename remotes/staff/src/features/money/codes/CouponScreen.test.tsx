import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderStaffScreen, resetSession } from '../test-utils/staff-test-render';
import { CouponScreen } from './CouponScreen';

installMockApi();

afterEach(() => {
  cleanup();
  resetSession();
});

const openCoupon = (id: string) => renderStaffScreen(CouponScreen, '/staff/coupons/:id', `/staff/coupons/${id}`);

describe('a new coupon', () => {
  it('says what to fix before sending anything, then creates it and opens its page', async () => {
    const user = userEvent.setup();
    const before = db.domain.coupons.length;
    openCoupon('new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleErrorMessage('Use 3 to 32 letters, digits, - or _.');
    expect(screen.getByRole('spinbutton', { name: 'Coins' })).toHaveAccessibleErrorMessage('Enter a whole number of at least 1.');
    expect(db.domain.coupons).toHaveLength(before);

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'SPRING-COINS');
    await user.type(screen.getByRole('spinbutton', { name: 'Coins' }), '40');
    await user.type(screen.getByRole('spinbutton', { name: 'Max claims' }), '3');
    await user.type(screen.getByLabelText('Expires'), '2031-02-28');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const created = db.domain.coupons.find((coupon) => coupon.code === 'SPRING-COINS');
    await screen.findByText(`/staff/coupons/${created?._id}`);
    expect(created).toMatchObject({ coins: 40, maxClaims: 3, expires: Date.UTC(2031, 1, 28, 23, 59, 59, 999), redeemed: [] });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'create', collection: 'coupons', target: created?._id });
  });

  it('sends one create however fast Save is pressed twice', async () => {
    const user = userEvent.setup();
    const creates: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/staff/coupons/create') creates.push(request.url);
      return realFetch(input, init);
    };
    onTestFinished(() => {
      globalThis.fetch = realFetch;
    });
    openCoupon('new');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'TWICE');
    await user.type(screen.getByRole('spinbutton', { name: 'Coins' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Max claims' }), '1');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^\/staff\/coupons\/(?!new)/);
    expect(creates).toHaveLength(1);
    expect(db.domain.coupons.filter((coupon) => coupon.code === 'TWICE')).toHaveLength(1);
  });

  it('fills in a generated code', async () => {
    const user = userEvent.setup();
    openCoupon('new');
    await user.click(screen.getByRole('button', { name: 'Generate a code' }));
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toMatch(/^[A-Z2-9]{10}$/);
  });

  it('keeps what was typed and puts the server’s refusal of a taken code on the field', async () => {
    const user = userEvent.setup();
    openCoupon('new');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'welcome100');
    await user.type(screen.getByRole('spinbutton', { name: 'Coins' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Max claims' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(code).toHaveAccessibleErrorMessage('Another code already uses this. Choose another.');
    expect(code).toHaveValue('welcome100');
    expect(screen.getByRole('spinbutton', { name: 'Coins' })).toHaveValue(5);
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/coupons/new');
  });
});

describe('a coupon’s page', () => {
  it('lists who redeemed it and saves an edit', async () => {
    const user = userEvent.setup();
    openCoupon('coupon-welcome');
    const redeemed = await screen.findByRole('table', { name: 'Redeemed by' });
    expect(within(redeemed).getByRole('link', { name: db.users.get(db.domain.coupons[0]!.redeemed[0]!)!.username })).toBeInTheDocument();
    const coins = screen.getByRole('spinbutton', { name: 'Coins' });
    expect(coins).toHaveValue(100);
    await user.clear(coins);
    await user.type(coins, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => db.domain.coupons.find((coupon) => coupon._id === 'coupon-welcome')?.coins).toBe(120);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'edit', target: 'coupon-welcome', changes: { coins: { before: 100, after: 120 } } });
  });

  it('deletes it only once confirmed in a dialog', async () => {
    const user = userEvent.setup();
    openCoupon('coupon-summer');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete SUMMER50?' });
    expect(db.domain.coupons.some((coupon) => coupon._id === 'coupon-summer')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('/staff/coupons');
    expect(db.domain.coupons.some((coupon) => coupon._id === 'coupon-summer')).toBe(false);
  });
});
