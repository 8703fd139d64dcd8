import { useState } from 'react';
import type { Server } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { apiErrorMessage, Button, Card, Checkbox, ConfirmDialog, toast } from '@panel/ui';
import { useDeleteServer } from '../../../api/delete-server';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';

/** Delete, asked with the server's name typed; ignoring game-panel errors is a separate, explained choice. */
export function ServerDelete({ server }: { server: Server }) {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  const navigate = useNavigate();
  const remove = useDeleteServer();
  const [open, setOpen] = useState(false);
  const [ignorePanel, setIgnorePanel] = useState(false);
  return (
    <Card title={t('serverDeleteTitle')} aria-label={t('serverDeleteTitle')}>
      <p>{t('serverDeleteText')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {kit('kitDelete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setIgnorePanel(false);
        }}
        title={kit('kitDeleteTitle', { name: server.name })}
        confirmLabel={kit('kitDelete')}
        destructive
        typeToConfirm={server.name}
        onConfirm={async () => {
          try {
            await remove(server._id, ignorePanel);
          } catch (error) {
            toast.error(apiErrorMessage(error));
            return false;
          }
          toast.success(catalogueMessage('serverDeleted', { name: server.name }));
          void navigate('/staff/servers');
          return true;
        }}
      >
        <p>{t('serverDeleteLoss')}</p>
        <Checkbox label={t('serverIgnorePanel')} hint={t('serverIgnorePanelHint')} checked={ignorePanel} onCheckedChange={setIgnorePanel} />
      </ConfirmDialog>
    </Card>
  );
}
