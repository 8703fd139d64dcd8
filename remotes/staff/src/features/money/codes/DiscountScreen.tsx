import type { DiscountCode } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Badge, Card, Checkbox, DateTime, Link, Loadable, Money, NumberField, TextField, toast } from '@panel/ui';
import { useCollectionPage, useCollectionWrites } from '../../../api/collection';
import { useDiscountUses } from '../../../api/discount-uses';
import { useStaffCodesT } from '../../../messages/staff-codes';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { CODE_PATTERN, expiryDay, expiryOf, reductionOf, wholeAtLeastOne } from './code-form';
import { CodeField, FormEnd, useCodeForm } from './CodeFormParts';
import { CodeRecordPage } from './CodeRecordPage';
import '../money.css';

const LIST = '/staff/discounts';
const EVERY_PLAN = { page: 1, pageSize: 100, search: '', where: [], order: { id: 'name', desc: false } };

interface DiscountValues extends Record<string, unknown> {
  code: string;
  reduction: string;
  maxClaims: string;
  expires: string;
  recurrent: boolean;
  allowedPlans: string[];
}

/** `/staff/discounts/new` (a new discount) and `/staff/discounts/{id}` (edit it, the invoices it was used on, delete it). */
export function DiscountScreen() {
  const t = useStaffCodesT();
  return (
    <CodeRecordPage
      collection="discounts"
      listPath={LIST}
      listTitle={t('discountsTitle')}
      newTitle={t('discountNewTitle')}
      title={(code) => t('discountTitle', { code })}
      deleteText={t('codeDeleteDiscountText')}
      form={(discount) => <DiscountForm key={discount?._id ?? 'new'} discount={discount} />}
      uses={(discount) => <Uses discount={discount} />}
    />
  );
}

function DiscountForm({ discount }: { discount?: DiscountCode }) {
  const t = useStaffCodesT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('discounts');
  const form = useCodeForm<DiscountValues>(
    {
      code: discount?.code ?? '',
      reduction: discount ? String(discount.reduction) : '',
      maxClaims: discount ? String(discount.maxClaims) : '',
      expires: expiryDay(discount?.expires ?? null),
      recurrent: discount?.recurrent ?? false,
      allowedPlans: discount?.allowedPlans ?? [],
    },
    (values) => ({
      ...(!CODE_PATTERN.test(values.code.trim()) && { code: t('codeCodeInvalid') }),
      ...(reductionOf(values.reduction) === null && { reduction: t('codeReductionRange') }),
      ...(wholeAtLeastOne(values.maxClaims) === null && { maxClaims: t('codeWholeNumber') }),
      ...(expiryOf(values.expires) === undefined && { expires: t('codeDateInvalid') }),
    }),
    async (values) => {
      const fields = {
        code: values.code.trim(),
        reduction: reductionOf(values.reduction),
        maxClaims: wholeAtLeastOne(values.maxClaims),
        expires: expiryOf(values.expires) ?? null,
        recurrent: values.recurrent,
        allowedPlans: values.allowedPlans,
      };
      if (!discount) {
        const answer = await create(fields);
        toast.success(t('discountCreated', { code: fields.code }));
        void navigate(`${LIST}/${encodeURIComponent(String(answer.insertedId))}`, { replace: true });
        return;
      }
      await edit(discount._id, fields);
      toast.success(kit('kitSaved'));
    },
  );
  const { values, set, errorOf } = form;

  return (
    <form className="money-form" onSubmit={form.onSubmit} noValidate>
      <CodeField value={values.code} onChange={(code) => set('code', code)} error={errorOf('code')} />
      <NumberField label={t('codeReduction')} min={0.01} max={100} step={0.01} value={values.reduction} onChange={(event) => set('reduction', event.target.value)} error={errorOf('reduction')} required />
      <NumberField label={t('codeMaxClaims')} min={1} step={1} inputMode="numeric" value={values.maxClaims} onChange={(event) => set('maxClaims', event.target.value)} error={errorOf('maxClaims')} required />
      <TextField label={t('codeExpires')} type="date" hint={t('codeExpiresHint')} value={values.expires} onChange={(event) => set('expires', event.target.value)} error={errorOf('expires')} />
      <Checkbox label={t('codeRecurrent')} hint={t('codeRecurrentHint')} checked={values.recurrent} onCheckedChange={(checked) => set('recurrent', checked)} />
      <AllowedPlans chosen={values.allowedPlans} onChange={(plans) => set('allowedPlans', plans)} error={errorOf('allowedPlans')} />
      <FormEnd failure={form.failure} pending={form.pending} />
    </form>
  );
}

/** One checkbox per plan; none ticked allows every plan. A plan id no longer in the catalogue stays chosen until unticked. */
function AllowedPlans({ chosen, onChange, error }: { chosen: string[]; onChange: (plans: string[]) => void; error?: string }) {
  const t = useStaffCodesT();
  const plans = useCollectionPage('plans', EVERY_PLAN);
  const known = plans.data?.result ?? [];
  const unknown = chosen.filter((id) => !known.some((plan) => plan._id === id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="money-plans" aria-describedby="money-plans-hint">
      <legend>{t('codeAllowedPlans')}</legend>
      <p id="money-plans-hint" className="money-muted">
        {t('codeAllowedPlansHint')}
      </p>
      <Loadable state={plans.error ? 'error' : plans.data ? 'success' : 'loading'} errorMessage={t('codePlansFailed')} onRetry={() => void plans.mutate()}>
        {known.map((plan) => (
          <Checkbox key={plan._id} label={plan.name} checked={chosen.includes(plan._id)} onCheckedChange={(on) => toggle(plan._id, on)} />
        ))}
        {unknown.map((id) => (
          <Checkbox key={id} label={id} checked onCheckedChange={(on) => toggle(id, on)} />
        ))}
      </Loadable>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Uses({ discount }: { discount: DiscountCode }) {
  const t = useStaffCodesT();
  const m = useStaffMoneyT();
  const uses = useDiscountUses(discount._id);
  return (
    <Card title={t('discountUses')}>
      <p>{t('codeClaimsOf', { used: discount.redeemed.length, max: discount.maxClaims })}</p>
      <Loadable state={uses.error ? 'error' : uses.data ? 'success' : 'loading'} onRetry={() => void uses.mutate()}>
        {uses.data?.length === 0 ? (
          <p className="money-muted">{t('discountNoUses')}</p>
        ) : (
          <div className="ui-table">
            <div className="ui-table-scroll" role="region" aria-label={t('discountUses')} tabIndex={0}>
              <table>
                <caption className="visually-hidden">{t('discountUses')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m('moneyInvoice')}</th>
                    <th scope="col">{m('moneyCustomer')}</th>
                    <th scope="col">{m('moneyAmount')}</th>
                    <th scope="col">{m('moneyStatus')}</th>
                    <th scope="col">{m('moneyDate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {uses.data?.map((use) => (
                    <tr key={use.invoice}>
                      <td>
                        <Link to={`/invoice/${encodeURIComponent(use.invoice)}`}>{use.invoice}</Link>
                      </td>
                      <td>
                        <Link to={`/staff/users/${encodeURIComponent(use.user)}`}>{use.username ?? use.user}</Link>
                      </td>
                      <td>
                        <Money amount={use.amount} />
                      </td>
                      <td>
                        <Badge tone={use.paid ? 'success' : 'danger'}>{use.paid ? t('codePaid') : t('codeUnpaid')}</Badge>
                      </td>
                      <td>
                        <DateTime value={use.date} />
                      </td>
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
