import { useState } from 'react';
import type { Discount } from '@panel/api/contract';
import { Button, TextField, useSingleFlight } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';
import { checkDiscountCode } from './discount-check';
import './ordering.css';

interface DiscountCodeFieldProps {
  plan: { _id: string; name: string };
  applied: Discount | null;
  onAppliedChange: (discount: Discount | null) => void;
  /** Code to check at once (a `?discount=` link). */
  initialCode?: string;
}

/**
 * The discount code, checked live when applied: unknown, expired, used up or for other plans
 * each say so under the field; an applied code shows what it takes off and whether renewals keep it.
 */
export function DiscountCodeField({ plan, applied, onAppliedChange, initialCode = '' }: DiscountCodeFieldProps) {
  const t = useOrderingT();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string>();

  const apply = useSingleFlight(async () => {
    const check = await checkDiscountCode(code, plan, Date.now());
    if (check.ok) {
      setProblem(undefined);
      onAppliedChange(check.discount);
    } else {
      setProblem(check.message);
      onAppliedChange(null);
    }
  });

  if (applied) {
    return (
      <div className="ordering-discount-row" role="status">
        <p>
          {t('orderingDiscountApplied', { code: applied.code, reduction: applied.reduction })}, {applied.recurrent ? t('orderingDiscountRecurrent') : t('orderingDiscountOnce')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setCode('');
            onAppliedChange(null);
          }}
        >
          {t('orderingRemoveDiscount')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ordering-discount-row">
      <TextField
        label={t('orderingDiscountCode')}
        hint={t('orderingDiscountHint')}
        error={problem}
        value={code}
        autoComplete="off"
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply.run();
          }
        }}
      />
      <Button variant="secondary" loading={apply.pending} onClick={() => apply.run()}>
        {t('orderingApply')}
      </Button>
    </div>
  );
}
