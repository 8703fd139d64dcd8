import { useState } from 'react';
import type { CoinItem } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Button, Card, Checkbox, NumberField, PageHeader, Select, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useRecordSubmit, wholeOrNull, type FieldMessages } from '../record-form';
import '../catalogue.css';

const LIST = '/staff/plans';

type PackResource = CoinItem['resource'];
export const PACK_RESOURCES: readonly PackResource[] = ['cpu', 'memory', 'disk', 'databases', 'allocations', 'backups', 'servers'];
export const PACK_RESOURCE_LABEL = {
  cpu: 'resourceCpu',
  memory: 'resourceMemory',
  disk: 'resourceDisk',
  databases: 'resourceDatabases',
  allocations: 'resourceAllocations',
  backups: 'resourceBackups',
  servers: 'resourceServers',
} as const satisfies Record<PackResource, string>;

/** A resource pack of the coin shop (the `coinItems` collection): what one purchase adds to an account's limit, for coins. */
export function PackForm({ pack }: { pack: CoinItem | null }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('coinItems');
  const [name, setName] = useState(pack?.name ?? '');
  const [resource, setResource] = useState<PackResource>(pack?.resource ?? 'memory');
  const [amount, setAmount] = useState(pack ? String(pack.rawPriceFor) : '');
  const [shownAs, setShownAs] = useState(pack?.priceFor ?? '');
  const [price, setPrice] = useState(pack ? String(pack.price) : '');
  const [icon, setIcon] = useState(pack?.icon ?? '');
  const [buyable, setBuyable] = useState(pack?.buyable ?? true);
  const [hidden, setHidden] = useState(pack?.hidden ?? false);

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!name.trim()) problems.name = t('required');
    const added = wholeOrNull(amount);
    if (added === null || Number.isNaN(added) || added < 1) problems.rawPriceFor = t('wholeAtLeast', { min: 1 });
    const coins = wholeOrNull(price);
    if (coins === null || Number.isNaN(coins) || coins < 1) problems.price = t('wholeAtLeast', { min: 1 });
    return problems;
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    const fields = { name: name.trim(), resource, rawPriceFor: Number(amount), priceFor: shownAs.trim(), price: Number(price), icon: icon.trim(), buyable, hidden };
    if (pack) {
      await edit(pack._id, fields);
      toast.success(t('saved'));
    } else {
      const created = await create(fields);
      toast.success(catalogueMessage('created', { name: fields.name }));
      void navigate(`${LIST}/${created.insertedId}?kind=pack`, { replace: true });
    }
  });

  const heading = pack ? pack.name : t('packNew');
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: t('plansTitle'), to: LIST }, { label: heading }]}
        actions={pack && <DeleteRecordButton collection="coinItems" id={pack._id} name={pack.name} listPath={LIST} />}
      />
      <Card>
        <form
          className="catalogue-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="catalogue-muted">{t('packHint')}</p>
          <TextField label={t('packName')} required value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
          <div className="catalogue-fields">
            <Select label={t('packResource')} value={resource} onValueChange={(value) => setResource(value as PackResource)} options={PACK_RESOURCES.map((value) => ({ value, label: t(PACK_RESOURCE_LABEL[value]) }))} />
            <NumberField label={t('packAdds')} hint={t('packAddsHint')} required min={1} step={1} value={amount} error={errors.rawPriceFor} onChange={(event) => setAmount(event.target.value)} />
            <TextField label={t('packShownAs')} hint={t('packShownAsHint')} value={shownAs} error={errors.priceFor} onChange={(event) => setShownAs(event.target.value)} />
            <NumberField label={t('packPrice')} required min={1} step={1} value={price} error={errors.price} onChange={(event) => setPrice(event.target.value)} />
          </div>
          <TextField label={t('eggIcon')} type="url" value={icon} error={errors.icon} onChange={(event) => setIcon(event.target.value)} />
          <Checkbox label={t('packBuyable')} hint={t('packBuyableHint')} checked={buyable} onCheckedChange={setBuyable} />
          <Checkbox label={t('planHidden')} hint={t('packHiddenHint')} checked={hidden} onCheckedChange={setHidden} />
          <div className="catalogue-actions">
            <Button type="submit" loading={pending}>
              {kit('kitSave')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
