import type { Coupon } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Card, DateTime, Link, Loadable, NumberField, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { useCouponRedemptions } from '../../../api/coupon-redemptions';
import { useStaffCodesT } from '../../../messages/staff-codes';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { CODE_PATTERN, expiryDay, expiryOf, wholeAtLeastOne } from './code-form';
import { CodeField, FormEnd, useCodeForm } from './CodeFormParts';
import { CodeRecordPage } from './CodeRecordPage';
import '../money.css';

const LIST = '/staff/coupons';

interface CouponValues extends Record<string, unknown> {
  code: string;
  coins: string;
  maxClaims: string;
  expires: string;
}

/** `/staff/coupons/new` (a new coupon) and `/staff/coupons/{id}` (edit it, who redeemed it, delete it). */
export function CouponScreen() {
  const t = useStaffCodesT();
  return (
    <CodeRecordPage
      collection="coupons"
      listPath={LIST}
      listTitle={t('couponsTitle')}
      newTitle={t('couponNewTitle')}
      title={(code) => t('couponTitle', { code })}
      deleteText={t('codeDeleteCouponText')}
      form={(coupon) => <CouponForm key={coupon?._id ?? 'new'} coupon={coupon} />}
      uses={(coupon) => <Redemptions coupon={coupon} />}
    />
  );
}

function CouponForm({ coupon }: { coupon?: Coupon }) {
  const t = useStaffCodesT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('coupons');
  const form = useCodeForm<CouponValues>(
    { code: coupon?.code ?? '', coins: coupon ? String(coupon.coins) : '', maxClaims: coupon ? String(coupon.maxClaims) : '', expires: expiryDay(coupon?.expires ?? null) },
    (values) => ({
      ...(!CODE_PATTERN.test(values.code.trim()) && { code: t('codeCodeInvalid') }),
      ...(wholeAtLeastOne(values.coins) === null && { coins: t('codeWholeNumber') }),
      ...(wholeAtLeastOne(values.maxClaims) === null && { maxClaims: t('codeWholeNumber') }),
      ...(expiryOf(values.expires) === undefined && { expires: t('codeDateInvalid') }),
    }),
    async (values) => {
      const fields = { code: values.code.trim(), coins: wholeAtLeastOne(values.coins), maxClaims: wholeAtLeastOne(values.maxClaims), expires: expiryOf(values.expires) ?? null };
      if (!coupon) {
        const answer = await create(fields);
        toast.success(t('couponCreated', { code: fields.code }));
        void navigate(`${LIST}/${encodeURIComponent(String(answer.insertedId))}`, { replace: true });
        return;
      }
      await edit(coupon._id, fields);
      toast.success(kit('kitSaved'));
    },
  );
  const { values, set, errorOf } = form;

  return (
    <form className="money-form" onSubmit={form.onSubmit} noValidate>
      <CodeField value={values.code} onChange={(code) => set('code', code)} error={errorOf('code')} />
      <NumberField label={t('codeCoins')} min={1} step={1} inputMode="numeric" value={values.coins} onChange={(event) => set('coins', event.target.value)} error={errorOf('coins')} required />
      <NumberField label={t('codeMaxClaims')} min={1} step={1} inputMode="numeric" value={values.maxClaims} onChange={(event) => set('maxClaims', event.target.value)} error={errorOf('maxClaims')} required />
      <TextField label={t('codeExpires')} type="date" hint={t('codeExpiresHint')} value={values.expires} onChange={(event) => set('expires', event.target.value)} error={errorOf('expires')} />
      <FormEnd failure={form.failure} pending={form.pending} />
    </form>
  );
}

function Redemptions({ coupon }: { coupon: Coupon }) {
  const t = useStaffCodesT();
  const m = useStaffMoneyT();
  const redemptions = useCouponRedemptions(coupon._id);
  return (
    <Card title={t('couponRedemptions')}>
      <p>{t('codeClaimsOf', { used: coupon.redeemed.length, max: coupon.maxClaims })}</p>
      <Loadable state={redemptions.error ? 'error' : redemptions.data ? 'success' : 'loading'} onRetry={() => void redemptions.mutate()}>
        {redemptions.data?.length === 0 ? (
          <p className="money-muted">{t('couponNoRedemptions')}</p>
        ) : (
          <div className="ui-table">
            <div className="ui-table-scroll" role="region" aria-label={t('couponRedemptions')} tabIndex={0}>
              <table>
                <caption className="visually-hidden">{t('couponRedemptions')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m('moneyCustomer')}</th>
                    <th scope="col">{t('couponRedeemedOn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {redemptions.data?.map((redemption) => (
                    <tr key={redemption.user}>
                      <td>
                        <Link to={`/staff/users/${encodeURIComponent(redemption.user)}`}>{redemption.username ?? redemption.user}</Link>
                      </td>
                      <td>{redemption.date === null ? <span className="money-muted">{t('couponWhenUnknown')}</span> : <DateTime value={redemption.date} style="dateTime" />}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Loadable>
    </Card>
  );
}
