import { useState, type FormEvent } from 'react';
import type { StaffUser } from '@panel/api/contract';
import { Alert, apiErrorMessage, Button, Card, ConfirmDialog, NumberField, Select, toast, useSingleFlight } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffUsersT } from '../../../messages/staff-users';
import { RANKS, rankLabel } from '../users/ranks';
import { accountChanges, accountValuesOf, isAmount, isWholeNumber, LIMIT_KEYS, type AccountValues } from './account-changes';

/** An admin's edit of balance, coins, rank and resource limits; a rank change is asked for again. */
export function AccountForm({ user }: { user: StaffUser }) {
  const t = useStaffUsersT();
  const kit = useStaffKitT();
  const { edit } = useCollectionWrites('users');
  const [values, setValues] = useState<AccountValues>(() => accountValuesOf(user));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmRank, setConfirmRank] = useState(false);

  const problems = {
    balance: isAmount(values.balance) ? undefined : t('userAmountNeeded'),
    coins: isWholeNumber(values.coins) ? undefined : t('userNumberNeeded'),
    ...Object.fromEntries(LIMIT_KEYS.map((key) => [key, isWholeNumber(values.limits[key]) ? undefined : t('userNumberNeeded')])),
  } as Record<string, string | undefined>;
  const valid = Object.values(problems).every((problem) => problem === undefined);

  const save = useSingleFlight(async () => {
    setRefusal(null);
    const changes = accountChanges(user, values);
    if (Object.keys(changes).length === 0) {
      toast(kit('kitNothingChanged'));
      return;
    }
    try {
      await edit(user._id, changes);
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      return;
    }
    toast.success(kit('kitSaved'));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || save.pending) return;
    if (values.rank !== user.rank) setConfirmRank(true);
    else void save.run();
  };
  const error = (field: string) => (tried ? problems[field] : undefined);
  const setLimit = (key: (typeof LIMIT_KEYS)[number], typed: string) => setValues((was) => ({ ...was, limits: { ...was.limits, [key]: typed } }));

  return (
    <Card title={t('userEdit')}>
      <form className="people-form" onSubmit={onSubmit} noValidate>
        <p className="people-muted">{t('userEditHint')}</p>
        <div className="people-fields">
          <NumberField label={t('usersBalance')} min={0} step={0.01} value={values.balance} onChange={(event) => setValues((was) => ({ ...was, balance: event.target.value }))} error={error('balance')} />
          <NumberField label={t('usersCoins')} min={0} step={1} value={values.coins} onChange={(event) => setValues((was) => ({ ...was, coins: event.target.value }))} error={error('coins')} />
          <Select
            label={t('usersRank')}
            value={values.rank}
            onValueChange={(rank) => setValues((was) => ({ ...was, rank: rank as AccountValues['rank'] }))}
            options={RANKS.map((rank) => ({ value: rank, label: rankLabel(t, rank) }))}
          />
        </div>
        <fieldset className="people-fieldset">
          <legend>{t('userLimits')}</legend>
          <div className="people-fields">
            {LIMIT_KEYS.map((key) => (
              <NumberField key={key} label={t(`userLimit_${key}`)} min={0} step={1} value={values.limits[key]} onChange={(event) => setLimit(key, event.target.value)} error={error(key)} />
            ))}
          </div>
        </fieldset>
        {refusal && (
          <Alert tone="danger" role="alert">
            <p>{refusal}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={save.pending}>
            {kit('kitSave')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmRank}
        onOpenChange={setConfirmRank}
        title={t('userRankTitle', { name: user.username })}
        confirmLabel={t('userRankConfirm')}
        onConfirm={() => {
          void save.run();
          return true;
        }}
      >
        <p>{t('userRankText', { from: rankLabel(t, user.rank), to: rankLabel(t, values.rank) })}</p>
      </ConfirmDialog>
    </Card>
  );
}
