import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { inPlansMode, renderOrderScreen } from './test-utils/render-order-screen';
import { ReferralConditionScreen } from './ReferralConditionScreen';

installMockApi();

const openCondition = (plan: string) => renderOrderScreen(ReferralConditionScreen, '/order/:plan/cnm/referrals', `/order/${plan}/cnm/referrals`);
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => inPlansMode({ pspPlansConditions: true }));
afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('a plan’s referral condition', () => {
  it('says how many referrals the plan needs, how many the customer has and what is missing, with the referral link', async () => {
    openCondition('plan-rust');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust Standard needs referrals' })).toBeInTheDocument();
    expect(value('Referrals needed')).toHaveTextContent('50');
    expect(value('Your referrals')).toHaveTextContent('40');
    expect(value('Still missing')).toHaveTextContent('10');
    expect(screen.getByRole('link', { name: 'Your referral link' })).toHaveAttribute('href', '/referrals');
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/order');
  });

  it('says the condition is met once the customer has enough referrals, and links to configure', async () => {
    db.domain.plans.find((plan) => plan._id === 'plan-rust')!.conditions = { minimumReferrals: 40 };
    openCondition('plan-rust');
    expect(await screen.findByText('You have the referrals Rust Standard needs: you can order it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Rust Standard' })).toHaveAttribute('href', '/order/plan-rust/configure');
  });

  it('says no referrals are needed while conditions are off', async () => {
    await inPlansMode({ pspPlansConditions: false });
    openCondition('plan-rust');
    expect(await screen.findByText('Rust Standard needs no referrals.')).toBeInTheDocument();
  });

  it('offers Retry when the referrals could not be counted', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { method: 'GET', path: `/api/user/${DEMO_USERS.customer.id}/referrals`, status: 500 } });
    openCondition('plan-rust');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your referrals could not be counted.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Still missing')).toBeInTheDocument();
  });

  it('says an unknown plan does not exist', async () => {
    openCondition('plan-nope');
    expect(await screen.findByRole('heading', { level: 2, name: 'No such plan' })).toBeInTheDocument();
  });
});
