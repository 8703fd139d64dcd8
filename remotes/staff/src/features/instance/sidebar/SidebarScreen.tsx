import { useState } from 'react';
import type { SidebarLink } from '@panel/api/contract';
import { Alert, apiErrorMessage, Button, ConfirmDialog, Modal, PageHeader, toast } from '@panel/ui';
import { useCollectionWrites } from '../../../api/collection';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useSidebarLinksT } from '../../../messages/sidebar-links';
import { SidebarLinkForm, type SidebarLinkValues } from './SidebarLinkForm';
import './sidebar.css';

type Editing = { kind: 'new' } | { kind: 'edit'; link: SidebarLink } | null;

function RowActions({ link, onEdit }: { link: SidebarLink; onEdit: () => void }) {
  const t = useSidebarLinksT();
  const kit = useStaffKitT();
  const { remove } = useCollectionWrites('sidebarLinks');
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove(link._id);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return false;
    }
    toast.success(t('sidebarDeleted', { text: link.text }));
    return true;
  };
  return (
    <div className="staff-row-actions">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        {t('sidebarEdit')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        {kit('kitDelete')}
      </Button>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={t('sidebarDeleteTitle', { text: link.text })} confirmLabel={kit('kitDelete')} destructive onConfirm={confirm}>
        <p>{kit('kitDeleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** `/staff/sidebar`: the admin's own sidebar links, with `%USER.<field>%` placeholders; `%USER_TOKEN%` is refused, and the page says why. */
export function SidebarScreen() {
  const t = useSidebarLinksT();
  const kit = useStaffKitT();
  const { create, edit } = useCollectionWrites('sidebarLinks');
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: SidebarLinkValues) => {
    if (editing?.kind === 'edit') {
      await edit(editing.link._id, { ...values });
      toast.success(t('sidebarSaved', { text: values.text }));
    } else {
      await create({ ...values });
      toast.success(t('sidebarCreated', { text: values.text }));
    }
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title={t('sidebarTitle')}
        description={t('sidebarIntro')}
        actions={<Button onClick={() => setEditing({ kind: 'new' })}>{t('sidebarNew')}</Button>}
      />
      <Alert tone="info" role="none">
        <p>{t('sidebarPlaceholders')}</p>
        <p>{t('sidebarNoToken')}</p>
      </Alert>
      <CollectionTable
        collection="sidebarLinks"
        label={t('sidebarTable')}
        columns={[
          { accessorKey: 'text', header: t('sidebarText') },
          { accessorKey: 'link', header: t('sidebarLink'), cell: ({ getValue }) => <code className="staff-sidebar-url">{String(getValue())}</code> },
          { accessorKey: 'order', header: t('sidebarOrder'), cell: ({ getValue }) => String(getValue() ?? 0) },
          { id: 'actions', header: t('sidebarActions'), enableSorting: false, cell: ({ row }) => <RowActions link={row.original} onEdit={() => setEditing({ kind: 'edit', link: row.original })} /> },
        ]}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.kind === 'edit' ? t('sidebarEditTitle', { text: editing.link.text }) : t('sidebarNewTitle')}
      >
        {editing && (
          <SidebarLinkForm
            key={editing.kind === 'edit' ? editing.link._id : 'new'}
            initial={editing.kind === 'edit' ? editing.link : undefined}
            onSave={save}
            submitLabel={kit('kitSave')}
          />
        )}
      </Modal>
    </>
  );
}
