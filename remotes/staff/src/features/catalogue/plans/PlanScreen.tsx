import { useState } from 'react';
import type { BillingCycle, Plan, ResourceLimits } from '@panel/api/contract';
import { useNavigate, useSearchParams } from '@panel/router';
import { Button, Card, Checkbox, NumberField, PageHeader, Textarea, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { fromLocalInput, toLocalInput, useRecordSubmit, wholeOrNull, type FieldMessages } from '../record-form';
import { CYCLE_MESSAGE, CYCLES } from './cycles';
import { PackForm } from './PackForm';
import { PlanPreview } from './PlanPreview';
import '../catalogue.css';
import { RecordScreen } from '../../../kit/RecordScreen';

const LIST = '/staff/plans';

const RESOURCES = ['cpu', 'memory', 'disk', 'databases', 'allocations', 'backups', 'servers'] as const;
type Resource = (typeof RESOURCES)[number];
const RESOURCE_LABEL = {
  cpu: 'resourceCpu',
  memory: 'resourceMemory',
  disk: 'resourceDisk',
  databases: 'resourceDatabases',
  allocations: 'resourceAllocations',
  backups: 'resourceBackups',
  servers: 'resourceServers',
} as const;
/** What a game panel accepts at least (the mock refuses less too). */
const RESOURCE_MIN: Record<Resource, number> = { cpu: 10, memory: 128, disk: 128, databases: 0, allocations: 0, backups: 0, servers: 1 };
const NEW_RESOURCES: ResourceLimits = { cpu: 100, memory: 2048, disk: 10240, databases: 1, allocations: 1, backups: 1, servers: 1 };

/** `/staff/plans/new` adds a plan; `/staff/plans/{id}` edits it, with its card previewed as customers will see it. */
export function PlanScreen() {
  const [params] = useSearchParams();
  return params.get('kind') === 'pack' ? <PackScreen /> : <PlanRecordScreen />;
}

/** `?kind=pack`: a resource pack of the coin shop instead of a plan. */
function PackScreen() {
  const t = useCatalogueT();
  return (
    <RecordScreen collection="coinItems" listTitle={t('plansTitle')} listPath={LIST}>
      {(pack) => <PackForm key={pack?._id ?? 'new'} pack={pack} />}
    </RecordScreen>
  );
}

function PlanRecordScreen() {
  const t = useCatalogueT();
  return (
    <RecordScreen collection="plans" listTitle={t('plansTitle')} listPath={LIST}>
      {(plan) => <PlanForm key={plan?._id ?? 'new'} plan={plan} />}
    </RecordScreen>
  );
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function PlanForm({ plan }: { plan: Plan | null }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('plans');
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [category, setCategory] = useState(plan?.category ?? '');
  const [price, setPrice] = useState(text(plan?.price));
  const [cycles, setCycles] = useState<BillingCycle[]>(plan?.billingCycles ?? [720]);
  const [renewable, setRenewable] = useState(plan?.renewable ?? true);
  const [resources, setResources] = useState<Record<Resource, string>>(() => {
    const limits = plan?.productContent ?? NEW_RESOURCES;
    return Object.fromEntries(RESOURCES.map((resource) => [resource, String(limits[resource])])) as Record<Resource, string>;
  });
  const [stock, setStock] = useState(text(plan?.stock));
  const [perCustomer, setPerCustomer] = useState(text(plan?.amountAllowedPerCustomer));
  const [invisible, setInvisible] = useState(plan?.invisible ?? false);
  const [availableIn, setAvailableIn] = useState(plan?.availableIn ? toLocalInput(plan.availableIn) : '');
  const [availableUntil, setAvailableUntil] = useState(plan?.availableUntil ? toLocalInput(plan.availableUntil) : '');
  const [referrals, setReferrals] = useState(text(plan?.conditions?.minimumReferrals));

  const productContent = Object.fromEntries(RESOURCES.map((resource) => [resource, Number(resources[resource]) || 0])) as ResourceLimits;
  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!name.trim()) problems.name = t('required');
    if (!category.trim()) problems.category = t('required');
    const amount = Number(price);
    if (price.trim() === '' || !Number.isFinite(amount) || amount < 0) problems.price = t('priceRule');
    if (renewable && cycles.length === 0) problems.billingCycles = t('planCyclesRule');
    for (const resource of RESOURCES) {
      const value = wholeOrNull(resources[resource]);
      if (value === null || Number.isNaN(value) || value < RESOURCE_MIN[resource]) problems[`productContent.${resource}`] = t('wholeAtLeast', { min: RESOURCE_MIN[resource] });
    }
    const stockValue = wholeOrNull(stock);
    if (stockValue !== null && (Number.isNaN(stockValue) || stockValue < 0)) problems.stock = t('wholeAtLeast', { min: 0 });
    const limit = wholeOrNull(perCustomer);
    if (limit !== null && (Number.isNaN(limit) || limit < 1)) problems.amountAllowedPerCustomer = t('wholeAtLeast', { min: 1 });
    const minimum = wholeOrNull(referrals);
    if (minimum !== null && (Number.isNaN(minimum) || minimum < 1)) problems.conditions = t('wholeAtLeast', { min: 1 });
    const from = fromLocalInput(availableIn);
    const until = fromLocalInput(availableUntil);
    if (from !== null && until !== null && until <= from) problems.availableUntil = t('planWindowRule');
    return problems;
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    const minimum = wholeOrNull(referrals);
    const fields = {
      name: name.trim(),
      description,
      category: category.trim(),
      price: Number(price),
      // A plan that is not renewed is paid once, whatever cycles it listed.
      billingCycles: renewable ? CYCLES.filter((cycle) => cycles.includes(cycle)) : [-1],
      renewable,
      productContent,
      stock: wholeOrNull(stock),
      amountAllowedPerCustomer: wholeOrNull(perCustomer),
      invisible,
      availableIn: fromLocalInput(availableIn) ?? 0,
      availableUntil: fromLocalInput(availableUntil) ?? 0,
      conditions: minimum === null ? null : { minimumReferrals: minimum },
    };
    if (plan) {
      await edit(plan._id, fields);
      toast.success(t('saved'));
    } else {
      const created = await create(fields);
      toast.success(catalogueMessage('created', { name: fields.name }));
      void navigate(`${LIST}/${created.insertedId}`, { replace: true });
    }
  });

  const heading = plan ? plan.name : t('planNew');
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: t('plansTitle'), to: LIST }, { label: heading }]}
        actions={
          plan && (
            <DeleteRecordButton collection="plans" id={plan._id} name={plan.name} listPath={LIST}>
              <p>{t('planDeleteText', { count: plan.purchases })}</p>
            </DeleteRecordButton>
          )
        }
      />
      <div className="catalogue-grid">
        <Card>
          <form
            className="catalogue-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField label={t('planName')} required value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
            <div className="catalogue-fields">
              <TextField label={t('planCategory')} required value={category} error={errors.category} onChange={(event) => setCategory(event.target.value)} />
              <NumberField label={t('planPrice')} hint={t('planPriceHint')} required min={0} step={0.01} value={price} error={errors.price} onChange={(event) => setPrice(event.target.value)} />
            </div>
            <Textarea label={t('planDescription')} rows={3} value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
            <Checkbox label={t('planRenewable')} hint={t('planRenewableHint')} checked={renewable} onCheckedChange={setRenewable} />
            {renewable && (
              <fieldset className="catalogue-fieldset" aria-describedby={errors.billingCycles ? 'plan-cycles-error' : undefined}>
                <legend>{t('planCycles')}</legend>
                {CYCLES.map((cycle) => (
                  <Checkbox
                    key={cycle}
                    label={t(CYCLE_MESSAGE[cycle])}
                    checked={cycles.includes(cycle)}
                    onCheckedChange={(checked) => setCycles((all) => (checked ? [...all, cycle] : all.filter((other) => other !== cycle)))}
                  />
                ))}
                {errors.billingCycles && (
                  <p id="plan-cycles-error" role="alert" className="ui-field-error">
                    {errors.billingCycles}
                  </p>
                )}
              </fieldset>
            )}
            <fieldset className="catalogue-fieldset">
              <legend>{t('planResources')}</legend>
              <div className="catalogue-fields">
                {RESOURCES.map((resource) => (
                  <NumberField
                    key={resource}
                    label={t(RESOURCE_LABEL[resource])}
                    min={RESOURCE_MIN[resource]}
                    step={1}
                    value={resources[resource]}
                    error={errors[`productContent.${resource}`]}
                    onChange={(event) => setResources((all) => ({ ...all, [resource]: event.target.value }))}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="catalogue-fieldset">
              <legend>{t('planSale')}</legend>
              <div className="catalogue-fields">
                <NumberField label={t('planStock')} hint={t('emptyUnlimited')} min={0} step={1} value={stock} error={errors.stock} onChange={(event) => setStock(event.target.value)} />
                <NumberField label={t('planPerCustomer')} hint={t('emptyUnlimited')} min={1} step={1} value={perCustomer} error={errors.amountAllowedPerCustomer} onChange={(event) => setPerCustomer(event.target.value)} />
                <TextField label={t('planAvailableIn')} hint={t('emptyUnbounded')} type="datetime-local" value={availableIn} error={errors.availableIn} onChange={(event) => setAvailableIn(event.target.value)} />
                <TextField label={t('planAvailableUntil')} hint={t('emptyUnbounded')} type="datetime-local" value={availableUntil} error={errors.availableUntil} onChange={(event) => setAvailableUntil(event.target.value)} />
                <NumberField label={t('planReferrals')} hint={t('planReferralsHint')} min={1} step={1} value={referrals} error={errors.conditions} onChange={(event) => setReferrals(event.target.value)} />
              </div>
              <Checkbox label={t('planHidden')} hint={t('planHiddenHint')} checked={invisible} onCheckedChange={setInvisible} />
            </fieldset>
            <div className="catalogue-actions">
              <Button type="submit" loading={pending}>
                {kit('kitSave')}
              </Button>
            </div>
          </form>
        </Card>
        <section aria-label={t('planPreview')}>
          <PlanPreview plan={{ name, description, price: Number(price) || 0, renewable, billingCycles: CYCLES.filter((cycle) => cycles.includes(cycle)), productContent, stock: wholeOrNull(stock) }} />
        </section>
      </div>
    </>
  );
}
