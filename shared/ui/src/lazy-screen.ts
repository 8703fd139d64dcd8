import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when its route is first visited: `load` imports its module, `name` names the
 * export (the remotes' screens are named exports).
 *
 * @example
 * settings: lazyScreen(() => import('./features/settings/SettingsScreen'), 'SettingsScreen'),
 */
export const lazyScreen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
