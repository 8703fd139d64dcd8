import { useId, useState, type ReactNode } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /**
   * Runs on confirm; a returned promise keeps the dialog busy, and it closes when it resolves,
   * unless it resolves to `false` (the action failed and the dialog says why: nothing typed is lost).
   */
  onConfirm: () => unknown;
  destructive?: boolean;
  /** For what cannot be undone: the confirm button waits until this exact text is typed. */
  typeToConfirm?: string;
}

/**
 * "Are you sure?" before an action; for destructive ones, optionally until the name is typed.
 *
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} title={t('deleteServer')} confirmLabel={t('delete')}
 *   destructive typeToConfirm={server.name} onConfirm={() => deleteServer(server.id)} />
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, onConfirm, destructive = false, typeToConfirm }: ConfirmDialogProps) {
  const t = useKitT();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = typeToConfirm === undefined || typed === typeToConfirm;
  const close = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };
  const confirm = async () => {
    if ((await onConfirm()) !== false) close(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} disabled={!confirmed} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {typeToConfirm !== undefined && (
        <div className="ui-field">
          <label className="ui-field-label" htmlFor={inputId}>
            {t('typeToConfirm', { name: typeToConfirm })}
          </label>
          <input id={inputId} className="ui-input" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
        </div>
      )}
    </Modal>
  );
}
