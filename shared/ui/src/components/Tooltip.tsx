import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import './Popover.css';

/**
 * A short hint shown on hover and keyboard focus of its child. It repeats, never replaces, the
 * child's accessible name: anything essential belongs in the page.
 *
 * @example
 * <Tooltip content={t('renewsAutomatically')}><Badge>…</Badge></Tooltip>
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="ui-popover ui-tooltip" sideOffset={4}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
