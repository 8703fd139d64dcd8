import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import './Popover.css';

export interface MenuAction {
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A button that opens a list of actions (arrows move, Enter runs, Escape closes and focus
 * returns to the button).
 *
 * @example
 * <DropdownMenu trigger={<IconButton label={t('actions')} icon={<MoreHorizontal aria-hidden />} />}
 *   items={[{ label: t('rename'), onSelect: rename }, { label: t('delete'), onSelect: askDelete, danger: true }]} />
 */
export function DropdownMenu({ trigger, items }: { trigger: ReactNode; items: MenuAction[] }) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ui-popover" align="end" sideOffset={4}>
          {items.map((item, index) => (
            <RadixMenu.Item key={index} className={`ui-menu-item${item.danger ? ' ui-menu-item-danger' : ''}`} onSelect={item.onSelect} disabled={item.disabled}>
              {item.icon}
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
