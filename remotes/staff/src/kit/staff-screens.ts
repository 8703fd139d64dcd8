import type { ComponentType } from 'react';
import type { RouteIdOwnedBy } from '@panel/rules';

/** Screens of staff routes by route id; a route without one shows the not-built notice. */
export type StaffScreens = { [Id in RouteIdOwnedBy<'staff'>]?: ComponentType };
