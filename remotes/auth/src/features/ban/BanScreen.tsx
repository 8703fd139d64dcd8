import { useLocation, useNavigate } from '@panel/router';
import { signOut, useConfig } from '@panel/session';
import { Button, DateTime, Link } from '@panel/ui';
import { AuthPage } from '../../lib/AuthPage';
import { useAuthT } from '../../messages';
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

/** Splits a message around its `{{date}}`, so the date can be the kit's DateTime in the sentence. */
const DATE_MARK = '\u0000';

export function BanScreen() {
  const t = useAuthT();
  const { info } = useConfig();
  const ban = banFrom(useLocation().state);
  const navigate = useNavigate();

  const leave = async () => {
    await signOut('chosen');
    navigate('/auth/login', { replace: true });
  };

  const [beforeDate, afterDate] = t('bannedSince', { date: DATE_MARK, name: info.name }).split(DATE_MARK);
  return (
    <AuthPage title={t('banTitle')}>
      <p>
        {ban?.date ? (
          <>
            {beforeDate}
            <DateTime value={ban.date} />
            {afterDate}
          </>
        ) : (
          t('banned', { name: info.name })
        )}
      </p>
      {ban?.reason && <p>{t('banReason', { reason: ban.reason })}</p>}
      <section className="auth-card-body" aria-labelledby="ban-appeal">
        <h2 id="ban-appeal">{t('appealTitle')}</h2>
        <p>{t('appeal', { name: info.name })}</p>
        <p>
          <Link to={info.panelUrl}>{info.name}</Link>
        </p>
      </section>
      <Button variant="secondary" onClick={leave}>
        {t('signOut')}
      </Button>
    </AuthPage>
  );
}
