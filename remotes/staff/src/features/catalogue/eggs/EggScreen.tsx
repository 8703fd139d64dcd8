import { useState } from 'react';
import type { Egg } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Button, Card, NumberField, PageHeader, Textarea, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { PlanChoices, useEveryPlan, WithPlanChoices } from '../plan-choices';
import { useRecordSubmit, wholeOrNull, type FieldMessages } from '../record-form';
import { envVarsOf, rowsOf, type EnvVarRow } from './env-vars';
import '../catalogue.css';
import { RecordScreen } from '../../../kit/RecordScreen';

const LIST = '/staff/eggs';

// Each row keeps an id of its own, so removing one does not hand its focus or text to the next.
let lastRowId = 0;
const withId = (row: EnvVarRow) => ({ ...row, id: (lastRowId += 1) });

/** `/staff/eggs/new` adds a game; `/staff/eggs/{id}` edits it. */
export function EggScreen() {
  const t = useCatalogueT();
  // Asked for beside the record, not once it is there.
  useEveryPlan();
  return (
    <RecordScreen collection="eggs" listTitle={t('eggsTitle')} listPath={LIST}>
      {(egg) => (
        <WithPlanChoices>
          <EggForm key={egg?._id ?? 'new'} egg={egg} />
        </WithPlanChoices>
      )}
    </RecordScreen>
  );
}

function EggForm({ egg }: { egg: Egg | null }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const { create, edit } = useCollectionWrites('eggs');
  const [name, setName] = useState(egg?.name ?? '');
  const [description, setDescription] = useState(egg?.description ?? '');
  const [category, setCategory] = useState(egg?.category ?? '');
  const [icon, setIcon] = useState(egg?.icon ?? '');
  const [image, setImage] = useState(egg?.image ?? '');
  const [panelEgg, setPanelEgg] = useState(egg?.egg == null ? '' : String(egg.egg));
  const [panelNest, setPanelNest] = useState(egg?.nest == null ? '' : String(egg.nest));
  const [requiredSubscriptions, setRequiredSubscriptions] = useState(egg?.requiredSubscriptions ?? []);
  const [rows, setRows] = useState(() => rowsOf(egg?.envVars ?? {}).map(withId));
  const setRow = (index: number, row: Partial<EnvVarRow>) => setRows((all) => all.map((old, at) => (at === index ? { ...old, ...row } : old)));

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!name.trim()) problems.name = t('required');
    if (!category.trim()) problems.category = t('required');
    for (const [field, text] of [['egg', panelEgg], ['nest', panelNest]] as const) {
      const id = wholeOrNull(text);
      if (id !== null && (Number.isNaN(id) || id < 1)) problems[field] = t('wholeAtLeast', { min: 1 });
    }
    for (const [index, problem] of envVarsOf(rows).problems) problems[`env.${index}`] = t(problem === 'key' ? 'eggEnvKeyRule' : 'eggEnvDuplicate');
    return problems;
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    const fields = {
      name: name.trim(),
      description,
      category: category.trim(),
      icon: icon.trim(),
      image: image.trim(),
      egg: wholeOrNull(panelEgg),
      nest: wholeOrNull(panelNest),
      requiredSubscriptions,
      envVars: envVarsOf(rows).envVars,
    };
    if (egg) {
      await edit(egg._id, fields);
      toast.success(t('saved'));
    } else {
      const created = await create(fields);
      toast.success(catalogueMessage('created', { name: fields.name }));
      void navigate(`${LIST}/${created.insertedId}`, { replace: true });
    }
  });

  const heading = egg ? egg.name : t('eggNew');
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: t('eggsTitle'), to: LIST }, { label: heading }]}
        actions={
          egg && (
            <DeleteRecordButton collection="eggs" id={egg._id} name={egg.name} listPath={LIST}>
              <p>{egg.servers > 0 ? t('eggDeleteBusy', { count: egg.servers }) : t('eggDeleteEmpty')}</p>
            </DeleteRecordButton>
          )
        }
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
          <div className="catalogue-fields">
            <TextField label={t('eggName')} required value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
            <TextField label={t('eggCategory')} required value={category} error={errors.category} onChange={(event) => setCategory(event.target.value)} />
          </div>
          <Textarea label={t('eggDescription')} rows={3} value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
          <div className="catalogue-fields">
            <TextField label={t('eggIcon')} type="url" value={icon} error={errors.icon} onChange={(event) => setIcon(event.target.value)} />
            <TextField label={t('eggImage')} type="url" value={image} error={errors.image} onChange={(event) => setImage(event.target.value)} />
          </div>
          <div className="catalogue-fields">
            <NumberField label={t('eggPanelEgg')} hint={t('eggPanelHint')} min={1} step={1} value={panelEgg} error={errors.egg} onChange={(event) => setPanelEgg(event.target.value)} />
            <NumberField label={t('eggPanelNest')} min={1} step={1} value={panelNest} error={errors.nest} onChange={(event) => setPanelNest(event.target.value)} />
          </div>
          <PlanChoices legend={t('requiredSubscriptions')} hint={t('requiredSubscriptionsHint')} chosen={requiredSubscriptions} onChange={setRequiredSubscriptions} />
          <fieldset className="catalogue-fieldset">
            <legend>{t('eggEnvVars')}</legend>
            <p className="catalogue-muted">{t('eggEnvVarsHint')}</p>
            {errors.envVars && <p role="alert">{errors.envVars}</p>}
            {rows.map((row, index) => (
              <div className="catalogue-env-row" key={row.id}>
                <TextField
                  label={t('eggEnvKey', { number: index + 1 })}
                  value={row.key}
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  error={errors[`env.${index}`]}
                  onChange={(event) => setRow(index, { key: event.target.value })}
                />
                <TextField label={t('eggEnvValue', { number: index + 1 })} value={row.value} onChange={(event) => setRow(index, { value: event.target.value })} />
                <Button variant="secondary" onClick={() => setRows((all) => all.filter((_, at) => at !== index))}>
                  {t('eggEnvRemove', { number: index + 1 })}
                </Button>
              </div>
            ))}
            <div>
              <Button variant="secondary" onClick={() => setRows((all) => [...all, withId({ key: '', value: '' })])}>
                {t('eggEnvAdd')}
              </Button>
            </div>
          </fieldset>
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
