import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { IconButton } from './IconButton';

/** The title and close button at the top of a Radix dialog (Modal, Drawer), styled by `kind`. */
export function DialogHeader({ kind, title }: { kind: 'modal' | 'drawer'; title: ReactNode }) {
  const t = useKitT();
  return (
    <div className={`ui-${kind}-header`}>
      <RadixDialog.Title className={`ui-${kind}-title`}>{title}</RadixDialog.Title>
      <RadixDialog.Close asChild>
        <IconButton label={t('close')} icon={<X size={18} aria-hidden />} />
      </RadixDialog.Close>
    </div>
  );
}
