import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader } from './DialogHeader';
import { useReturnFocus } from './use-return-focus';
import './Drawer.css';

/**
 * A panel sliding in from the side (the mobile menu): a modal dialog, so focus stays inside
 * and Escape closes it.
 *
 * @example
 * <Drawer open={open} onOpenChange={setOpen} title={t('menu')} trigger={<IconButton label={t('menu')} icon={<Menu aria-hidden />} />}>
 *   <nav aria-label="Sidebar">…</nav>
 * </Drawer>
 */
export function Drawer({ open, onOpenChange, title, trigger, side = 'left', children }: { open: boolean; onOpenChange: (open: boolean) => void; title: ReactNode; trigger?: ReactNode; side?: 'left' | 'right'; children: ReactNode }) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        <RadixDialog.Content className={`ui-drawer ui-drawer-${side}`} {...returnFocus} aria-describedby={undefined}>
          <DialogHeader kind="drawer" title={title} />
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
