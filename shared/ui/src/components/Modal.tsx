import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader } from './DialogHeader';
import { useReturnFocus } from './use-return-focus';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom; the first focusable element gets the focus on open. */
  actions?: ReactNode;
  /** An element that opens it (then `open` may still be controlled). */
  trigger?: ReactNode;
}

/**
 * A modal dialog: focus kept inside, Escape and the close button close it, focus returns to
 * what opened it, the page behind is inert. (The older `Dialog` stays for its current users
 * until the screens move onto the kit.)
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title={t('editServer')} actions={<Button type="submit" form="edit">{t('save')}</Button>}>
 *   <form id="edit">…</form>
 * </Modal>
 */
export function Modal({ open, onOpenChange, title, description, children, actions, trigger }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        {/* Without a description, an explicit undefined tells Radix there is none to link. */}
        <RadixDialog.Content className="ui-modal" {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogHeader kind="modal" title={title} />
          {description && <RadixDialog.Description className="ui-modal-description">{description}</RadixDialog.Description>}
          {children}
          {actions && <div className="ui-modal-actions">{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
