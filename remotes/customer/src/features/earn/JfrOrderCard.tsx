import { useState, type FormEvent } from 'react';
import type { EarningMethods } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Alert, apiErrorMessage, Button, Card, Money, NumberField, stayPending, TextField, useSingleFlight } from '@panel/ui';
import { useOrderJfrListing } from '../../api/jfr';
import { useEarnT } from '../../messages/earn';
import { isDiscordInvite, jfrPrice, withinBounds } from './earn-rules';

/**
 * Buying a join-for-rewards listing for one's own community: members wanted and coins per
 * join within the instance's bounds, the price worked out as they are typed, then the invoice.
 */
export function JfrOrderCard({ jfr }: { jfr: EarningMethods['jfr'] }) {
  const t = useEarnT();
  const navigate = useNavigate();
  const order = useOrderJfrListing();
  const [invite, setInvite] = useState('');
  const [members, setMembers] = useState(String(jfr.minMembers));
  const [coins, setCoins] = useState(String(jfr.minReward));
  const [checked, setChecked] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);

  const membersOk = withinBounds(Number(members), jfr.minMembers, jfr.maxMembers) && members.trim() !== '';
  const coinsOk = withinBounds(Number(coins), jfr.minReward, jfr.maxReward) && coins.trim() !== '';
  const inviteOk = isDiscordInvite(invite);

  const submit = useSingleFlight(async () => {
    setOrderError(null);
    try {
      const invoice = await order({ invite: invite.trim(), members: Number(members), coins: Number(coins) });
      navigate(`/invoice/${invoice}`);
      await stayPending();
    } catch (error) {
      setOrderError(apiErrorMessage(error));
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (inviteOk && membersOk && coinsOk) submit.run();
  };

  const bounds = (min: number, max: number) => t('earnJfrBetween', { min, max });
  const outOfBounds = (min: number, max: number) => t('earnJfrOutOfBounds', { min, max });

  return (
    <Card title={t('earnJfrOrderTitle')}>
      <p className="earn-hint">{t('earnJfrOrderIntro')}</p>
      <form className="earn-order" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('earnJfrInvite')}
          hint={t('earnJfrInviteHint')}
          error={checked && !inviteOk ? t('earnJfrInviteInvalid') : undefined}
          required
          value={invite}
          onChange={(event) => setInvite(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="earn-order-numbers">
          <NumberField
            label={t('earnJfrMembersField')}
            hint={bounds(jfr.minMembers, jfr.maxMembers)}
            error={checked && !membersOk ? outOfBounds(jfr.minMembers, jfr.maxMembers) : undefined}
            required
            min={jfr.minMembers}
            max={jfr.maxMembers}
            step={1}
            value={members}
            onChange={(event) => setMembers(event.target.value)}
          />
          <NumberField
            label={t('earnJfrCoinsField')}
            hint={bounds(jfr.minReward, jfr.maxReward)}
            error={checked && !coinsOk ? outOfBounds(jfr.minReward, jfr.maxReward) : undefined}
            required
            min={jfr.minReward}
            max={jfr.maxReward}
            step={1}
            value={coins}
            onChange={(event) => setCoins(event.target.value)}
          />
        </div>
        <p className="earn-price" aria-live="polite">
          <span>{t('earnJfrPrice')}</span>{' '}
          {membersOk && coinsOk ? <strong><Money amount={jfrPrice(Number(members), Number(coins), jfr)} /></strong> : <span>{t('earnJfrPriceUnknown')}</span>}
        </p>
        {orderError && (
          <Alert tone="danger" title={t('earnJfrOrderError')} titleAs="h3">
            <p>{orderError}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={submit.pending}>
            {t('earnJfrBuy')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
