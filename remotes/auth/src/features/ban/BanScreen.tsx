import { useState } from 'react';
import { useLocation, useNavigate } from '@panel/router';
import { signOut, useConfig } from '@panel/session';
import type { BanNotice } from '../login/sign-in';

// Every way of signing in hands the ban over in the history state, which survives a reload.
const banFrom = (state: unknown): BanNotice | null => {
  const candidate = state as Partial<BanNotice> | null;
  if (typeof candidate !== 'object' || candidate === null) return null;
  return {
    reason: typeof candidate.reason === 'string' ? candidate.reason : null,
    date: typeof candidate.date === 'number' ? candidate.date : null,
  };
};

const formatDate = (epochMs: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(epochMs);

export function BanScreen() {
  const { info } = useConfig();
  const ban = banFrom(useLocation().state);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const leave = async () => {
    setPending(true);
    await signOut('chosen');
    navigate('/auth/login', { replace: true });
  };

  return (
    <main className="full-page">
      <section className="card login-card" aria-labelledby="ban-title">
        <h1 id="ban-title">Account suspended</h1>
        <p>Your account has been banned{ban?.date ? ` since ${formatDate(ban.date)}` : ''}. You cannot use {info.name} with it.</p>
        {ban?.reason && (
          <p>
            <strong>Reason:</strong> {ban.reason}
          </p>
        )}
        <h2>Think this is a mistake?</h2>
        <p>
          Appeal by contacting the {info.name} team through{' '}
          <a href={info.panelUrl} target="_blank" rel="noreferrer">
            {info.name}
          </a>
          . Include the email address of your account and why the ban should be lifted.
        </p>
        <button type="button" className="button button-secondary" onClick={leave} disabled={pending}>
          Sign out
        </button>
      </section>
    </main>
  );
}
