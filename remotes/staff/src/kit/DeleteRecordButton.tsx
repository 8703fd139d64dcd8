import { useState, type ReactNode } from 'react';
import type { CollectionName } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { apiErrorMessage, Button, ConfirmDialog, toast } from '@panel/ui';
import { useCollectionWrites } from '../api/collection';
import { staffKitMessage, useStaffKitT } from '../messages/staff-kit';

interface DeleteRecordButtonProps {
  collection: CollectionName;
  id: string;
  /** How the record reads in the question and the toast (`coupon WINTER`). */
  name: string;
  /** Where to go once it is gone (its list). */
  listPath: string;
  /** What will be lost, said in the dialog. */
  children?: ReactNode;
}

/** `Delete`, asked in a dialog; a refusal stays in the dialog as a toast, nothing else changes. */
export function DeleteRecordButton({ collection, id, name, listPath, children }: DeleteRecordButtonProps) {
  const t = useStaffKitT();
  const [open, setOpen] = useState(false);
  const { remove } = useCollectionWrites(collection);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove(id);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return false;
    }
    toast.success(staffKitMessage('kitDeleted', { name }));
    void navigate(listPath);
    return true;
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('kitDelete')}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={t('kitDeleteTitle', { name })} confirmLabel={t('kitDelete')} destructive onConfirm={confirm}>
        {children ?? <p>{t('kitDeleteText')}</p>}
      </ConfirmDialog>
    </>
  );
}
