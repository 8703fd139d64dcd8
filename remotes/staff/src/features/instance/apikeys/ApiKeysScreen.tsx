import { useState, type FormEvent } from 'react';
import type { ApiKey } from '@panel/api/contract';
import { Alert, apiErrorMessage, Badge, Button, ConfirmDialog, CopyButton, DateTime, Modal, PageHeader, RadioGroup, Select, TextField, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useApiKeysT } from '../../../messages/api-keys';
import { useStaffKitT } from '../../../messages/staff-kit';
import './api-keys.css';

const EXPIRIES = { never: null, '30': 30, '90': 90, '365': 365 } as const;
type Expiry = keyof typeof EXPIRIES;
type Scope = 'read' | 'full';

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const t = useApiKeysT();
  const { remove } = useCollectionWrites('apikeys');
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await remove(apiKey._id);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return false;
    }
    toast.success(t('keysRevoked', { name: apiKey.name }));
    return true;
  };
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        {t('keysRevoke')}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={t('keysRevokeTitle', { name: apiKey.name })} confirmLabel={t('keysRevoke')} destructive onConfirm={confirm}>
        <p>{t('keysRevokeText')}</p>
      </ConfirmDialog>
    </>
  );
}

function NewKeyForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const t = useApiKeysT();
  const { create } = useCollectionWrites('apikeys');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('read');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 64) {
      setNameError(t('keysNameRequired'));
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      // The server dates the expiry by its own clock, the one that will refuse the key.
      const days = EXPIRIES[expiry];
      const field = await create({ name: trimmed, scope, ...(days === null ? { expires: null } : { expiresInDays: days }) });
      if (!field.secret) throw new Error('The key was created without its secret');
      onCreated(trimmed, field.secret);
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="staff-key-form" aria-busy={pending || undefined}>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField label={t('keysName')} hint={t('keysNameHint')} value={name} error={nameError} maxLength={64} autoComplete="off" onChange={(event) => {
        setName(event.target.value);
        setNameError(undefined);
      }} />
      <RadioGroup
        label={t('keysScope')}
        value={scope}
        onValueChange={(value) => setScope(value as Scope)}
        options={[
          { value: 'read', label: t('keysScopeRead'), description: t('keysScopeReadHint') },
          { value: 'full', label: t('keysScopeFull'), description: t('keysScopeFullHint') },
        ]}
      />
      <Select
        label={t('keysExpiry')}
        value={expiry}
        onValueChange={(value) => setExpiry(value as Expiry)}
        options={[
          { value: 'never', label: t('keysExpiryNever') },
          { value: '30', label: t('keysExpiry30') },
          { value: '90', label: t('keysExpiry90') },
          { value: '365', label: t('keysExpiry365') },
        ]}
      />
      <Button type="submit" loading={pending}>
        {t('keysCreate')}
      </Button>
    </form>
  );
}

function ShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useApiKeysT();
  return (
    <div className="staff-key-secret">
      <Alert tone="warning" title={t('keysShownOnceTitle')}>
        {t('keysShownOnce')}
      </Alert>
      <TextField label={t('keysSecret')} value={secret} readOnly spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <div className="staff-key-secret-actions">
        <CopyButton value={secret} />
        <Button variant="secondary" onClick={onDone}>
          {t('keysDone')}
        </Button>
      </div>
    </div>
  );
}

/** `/staff/apikeys`: keys with a name, scope and expiry; the secret shown once; last use; revoke. */
export function ApiKeysScreen() {
  const t = useApiKeysT();
  const kit = useStaffKitT();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setSecret(null);
  };

  return (
    <>
      <PageHeader title={t('keysTitle')} description={t('keysIntro')} actions={<Button onClick={() => setOpen(true)}>{t('keysNew')}</Button>} />
      <CollectionTable
        collection="apikeys"
        label={t('keysTable')}
        columns={[
          { accessorKey: 'name', header: t('keysName') },
          {
            accessorKey: 'scope',
            header: t('keysScope'),
            cell: ({ row }) => (row.original.scope === 'read' ? <Badge tone="info">{t('keysScopeRead')}</Badge> : <Badge tone="warning">{t('keysScopeFull')}</Badge>),
          },
          { accessorKey: 'created', header: t('keysCreatedAt'), cell: ({ row }) => <DateTime value={row.original.created} /> },
          { accessorKey: 'lastUsed', header: t('keysLastUsed'), cell: ({ row }) => (row.original.lastUsed ? <DateTime value={row.original.lastUsed} style="dateTime" /> : kit('kitNever')) },
          {
            accessorKey: 'expires',
            header: t('keysExpires'),
            cell: ({ row }) => {
              // Expired as the server judges it: the screen's clock may differ from the one that refuses the key.
              const { expires, expired } = row.original;
              if (expired) return <Badge tone="danger">{t('keysExpired')}</Badge>;
              return expires == null ? kit('kitNever') : <DateTime value={expires} />;
            },
          },
          { id: 'actions', header: t('keysActions'), enableSorting: false, cell: ({ row }) => <RevokeButton apiKey={row.original} /> },
        ]}
      />
      <Modal open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title={t('keysNewTitle')}>
        {secret ? (
          <ShownOnce secret={secret} onDone={close} />
        ) : (
          <NewKeyForm
            onCreated={(name, created) => {
              setSecret(created);
              toast.success(t('keysCreated', { name }));
            }}
          />
        )}
      </Modal>
    </>
  );
}
