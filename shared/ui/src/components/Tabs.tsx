import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './Tabs.css';

export interface Tab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs with the keyboard of the pattern (arrows move, Home/End, the panel follows).
 *
 * @example
 * <Tabs label={t('serverSections')} tabs={[{ id: 'console', label: t('console'), content: <Console /> }, …]} />
 */
export function Tabs({ tabs, label, value, onValueChange }: { tabs: Tab[]; label: string; value?: string; onValueChange?: (id: string) => void }) {
  return (
    <RadixTabs.Root className="ui-tabs" value={value} defaultValue={value === undefined ? tabs[0]?.id : undefined} onValueChange={onValueChange}>
      <RadixTabs.List className="ui-tab-list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className="ui-tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="ui-tab-panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
