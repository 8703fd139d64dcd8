import { Card, CopyButton, Skeleton, TextField, useLanguage } from '@panel/ui';
import { useReferralsT } from '../../messages/referrals';
import { formatShare, referralLink } from './referral-rules';

/** The link to share, a way to copy it, and what each sign-up through it earns. */
export function LinkCard({ code, signupReward, purchaseShare }: { code: string | undefined; signupReward: number; purchaseShare: number }) {
  const t = useReferralsT();
  const language = useLanguage();
  const link = code === undefined ? null : referralLink(window.location.origin, code);
  return (
    <Card title={t('referralsLinkTitle')} aria-label={t('referralsLinkTitle')}>
      <div className="referrals-stack">
        {link === null ? (
          <div aria-busy="true" className="referrals-stack">
            <Skeleton width="8rem" />
            <Skeleton height="2.4rem" />
          </div>
        ) : (
          <div className="referrals-link">
            <TextField label={t('referralsLinkLabel')} value={link} readOnly spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={link} label={t('referralsCopyLink')} />
          </div>
        )}
        <ul className="referrals-earnings">
          <li>{t('referralsEarnSignUp', { reward: Math.floor(signupReward) })}</li>
          {purchaseShare > 0 && <li>{t('referralsEarnPurchase', { share: formatShare(purchaseShare, language) })}</li>}
        </ul>
        <p className="referrals-muted">{t('referralsSelf')}</p>
      </div>
    </Card>
  );
}
