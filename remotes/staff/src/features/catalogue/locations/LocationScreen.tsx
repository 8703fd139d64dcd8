import { useState } from 'react';
import type { Location, Platform } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Button, Card, Checkbox, NumberField, PageHeader, Select, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { PlanChoices, useEveryPlan, WithPlanChoices } from '../plan-choices';
import { PLATFORMS } from '../platforms';
import { useRecordSubmit, wholeOrNull, type FieldMessages } from '../record-form';
import { LocationActions } from './LocationActions';
import '../catalogue.css';
import { RecordScreen } from '../../../kit/RecordScreen';

const LIST = '/staff/locations';

type Defaults = NonNullable<Location['defaults']>;
type DefaultKey = keyof Defaults;
/** Each default the game panel takes, its label and its floor (and ceiling) as the contract says. */
const DEFAULTS: readonly { key: DefaultKey; label: 'resourceCpu' | 'resourceMemory' | 'resourceDisk' | 'locationSwap' | 'locationIo' | 'resourceAllocations' | 'resourceDatabases' | 'resourceBackups'; min: number; max?: number }[] = [
  { key: 'cpu', label: 'resourceCpu', min: 10 },
  { key: 'memory', label: 'resourceMemory', min: 128 },
  { key: 'disk', label: 'resourceDisk', min: 128 },
  { key: 'swap', label: 'locationSwap', min: -1 },
  { key: 'io', label: 'locationIo', min: 10, max: 1000 },
  { key: 'allocations', label: 'resourceAllocations', min: 0 },
  { key: 'databases', label: 'resourceDatabases', min: 0 },
  { key: 'backups', label: 'resourceBackups', min: 0 },
];

/** `/staff/locations/new` adds one; `/staff/locations/{id}` edits it, with its queue, renewal rules and deletion. */
export function LocationScreen() {
  const t = useCatalogueT();
  // Asked for beside the record, not once it is there.
  useEveryPlan();
  return (
    <RecordScreen collection="locations" listTitle={t('locationsTitle')} listPath={LIST}>
      {(location) => (
        <WithPlanChoices>
          <LocationForm key={location?._id ?? 'new'} location={location} />
        </WithPlanChoices>
      )}
    </RecordScreen>
  );
}

function LocationForm({ location }: { location: Location | null }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('locations');
  const [name, setName] = useState(location?.name ?? '');
  const [flag, setFlag] = useState(location?.flag ?? '');
  const [platform, setPlatform] = useState<Platform>(location?.platform ?? 'PTERODACTYL');
  const [maxservers, setMaxservers] = useState(String(location?.maxservers ?? 10));
  const [panelId, setPanelId] = useState(location?.pid === undefined ? '' : String(location.pid));
  const [latencyurl, setLatencyurl] = useState(location?.latencyurl ?? '');
  const [requiredRank, setRequiredRank] = useState(String(location?.requiredRank ?? 0));
  const [maintenance, setMaintenance] = useState(location?.maintenance ?? false);
  const [requiredSubscriptions, setRequiredSubscriptions] = useState(location?.requiredSubscriptions ?? []);
  const [renews, setRenews] = useState(location?.coinRenewal != null);
  const [renewalAmount, setRenewalAmount] = useState(String(location?.coinRenewal?.amount ?? 100));
  const [renewalHours, setRenewalHours] = useState(String(location?.coinRenewal?.hours ?? 720));
  const [exceptions, setExceptions] = useState(location?.coinRenewal?.exceptions ?? []);
  const [defaults, setDefaults] = useState<Record<DefaultKey, string>>(
    () => Object.fromEntries(DEFAULTS.map(({ key }) => [key, location?.defaults?.[key] === undefined ? '' : String(location.defaults[key])])) as Record<DefaultKey, string>,
  );

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!name.trim()) problems.name = t('required');
    const max = wholeOrNull(maxservers);
    if (max === null || Number.isNaN(max) || max < 0) problems.maxservers = t('wholeAtLeast', { min: 0 });
    const pid = wholeOrNull(panelId);
    if (pid !== null && (Number.isNaN(pid) || pid < 0)) problems.pid = t('wholeAtLeast', { min: 0 });
    const rank = wholeOrNull(requiredRank);
    if (rank === null || Number.isNaN(rank) || rank < 0) problems.requiredRank = t('wholeAtLeast', { min: 0 });
    for (const { key, min, max } of DEFAULTS) {
      const value = wholeOrNull(defaults[key]);
      if (value !== null && (Number.isNaN(value) || value < min || (max !== undefined && value > max))) {
        problems[`defaults.${key}`] = max === undefined ? t('wholeAtLeast', { min }) : t('wholeBetween', { min, max });
      }
    }
    if (renews) {
      const amount = wholeOrNull(renewalAmount);
      const hours = wholeOrNull(renewalHours);
      if (amount === null || Number.isNaN(amount) || amount < 0) problems['coinRenewal.amount'] = t('wholeAtLeast', { min: 0 });
      if (hours === null || Number.isNaN(hours) || hours < 1) problems['coinRenewal.hours'] = t('wholeAtLeast', { min: 1 });
    }
    return problems;
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    const fields = {
      name: name.trim(),
      flag: flag.trim(),
      platform,
      maxservers: Number(maxservers),
      // Emptied, it is removed: the location is no longer linked.
      pid: wholeOrNull(panelId),
      latencyurl: latencyurl.trim(),
      requiredRank: Number(requiredRank),
      maintenance,
      requiredSubscriptions,
      coinRenewal: renews ? { amount: Number(renewalAmount), hours: Number(renewalHours), exceptions } : null,
      defaults: Object.fromEntries(DEFAULTS.filter(({ key }) => defaults[key].trim() !== '').map(({ key }) => [key, Number(defaults[key])])),
    };
    if (location) {
      await edit(location._id, fields);
      toast.success(t('saved'));
    } else {
      const created = await create(fields);
      toast.success(catalogueMessage('created', { name: fields.name }));
      void navigate(`${LIST}/${created.insertedId}`, { replace: true });
    }
  });

  const heading = location ? location.name : t('locationNew');
  return (
    <>
      <PageHeader title={heading} breadcrumbs={[{ label: t('locationsTitle'), to: LIST }, { label: heading }]} />
      <div className="catalogue-grid">
        <Card title={t('locationDetails')} aria-label={t('locationDetails')}>
          <form
            className="catalogue-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField label={t('locationName')} required value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
            <TextField label={t('locationFlag')} hint={t('locationFlagHint')} type="url" value={flag} error={errors.flag} onChange={(event) => setFlag(event.target.value)} />
            <Select label={t('locationPlatform')} value={platform} onValueChange={(value) => setPlatform(value as Platform)} options={PLATFORMS.map((value) => ({ value, label: value }))} />
            <div className="catalogue-fields">
              <NumberField
                label={t('locationMaxServers')}
                hint={location ? t('locationMaxServersHint', { servers: location.servers }) : undefined}
                required
                min={0}
                step={1}
                value={maxservers}
                error={errors.maxservers}
                onChange={(event) => setMaxservers(event.target.value)}
              />
              <NumberField label={t('locationRequiredRank')} hint={t('locationRequiredRankHint')} min={0} step={1} value={requiredRank} error={errors.requiredRank} onChange={(event) => setRequiredRank(event.target.value)} />
            </div>
            <NumberField label={t('locationPanelId')} hint={t('locationPanelIdHint')} min={0} step={1} value={panelId} error={errors.pid} onChange={(event) => setPanelId(event.target.value)} />
            <TextField label={t('locationLatencyUrl')} hint={t('locationLatencyUrlHint')} value={latencyurl} error={errors.latencyurl} onChange={(event) => setLatencyurl(event.target.value)} />
            <fieldset className="catalogue-fieldset">
              <legend>{t('locationDefaults')}</legend>
              <p className="catalogue-muted">{t('locationDefaultsHint', { platform })}</p>
              <div className="catalogue-fields">
                {DEFAULTS.map(({ key, label, min, max }) => (
                  <NumberField
                    key={key}
                    label={t(label)}
                    min={min}
                    max={max}
                    step={1}
                    value={defaults[key]}
                    error={errors[`defaults.${key}`]}
                    onChange={(event) => setDefaults((all) => ({ ...all, [key]: event.target.value }))}
                  />
                ))}
              </div>
            </fieldset>
            <Checkbox label={t('locationMaintenance')} hint={t('locationMaintenanceHint')} checked={maintenance} onCheckedChange={setMaintenance} />
            <PlanChoices legend={t('requiredSubscriptions')} hint={t('requiredSubscriptionsHint')} chosen={requiredSubscriptions} onChange={setRequiredSubscriptions} />
            <fieldset className="catalogue-fieldset">
              <legend>{t('locationCoinRenewal')}</legend>
              <Checkbox label={t('locationRenews')} hint={t('locationRenewsHint')} checked={renews} onCheckedChange={setRenews} />
              {renews && (
                <>
                  <div className="catalogue-fields">
                    <NumberField label={t('locationRenewalCost')} min={0} step={1} value={renewalAmount} error={errors['coinRenewal.amount']} onChange={(event) => setRenewalAmount(event.target.value)} />
                    <NumberField label={t('locationRenewalHours')} min={1} step={1} value={renewalHours} error={errors['coinRenewal.hours']} onChange={(event) => setRenewalHours(event.target.value)} />
                  </div>
                  <PlanChoices legend={t('locationRenewalExceptions')} chosen={exceptions} onChange={setExceptions} />
                </>
              )}
            </fieldset>
            <div className="catalogue-actions">
              <Button type="submit" loading={pending}>
                {kit('kitSave')}
              </Button>
            </div>
          </form>
        </Card>
        {location && <LocationActions location={location} />}
      </div>
    </>
  );
}
