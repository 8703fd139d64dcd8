import { queryFromParams, type TableFilter } from '../../../kit/collection-query';
import { RANKS } from './ranks';

/** The users table's filters: each field and the values it may be narrowed to. */
export const USER_FILTER_VALUES = {
  rank: RANKS,
  banned: ['true', 'false'],
  verified: ['true', 'false'],
} as const satisfies Record<string, readonly string[]>;

export type UserFilterField = keyof typeof USER_FILTER_VALUES;

/** The table's filters with their texts: `label` names a field, `optionLabel` one of its values. */
export function userFilters(label: (field: UserFilterField) => string, optionLabel: (field: UserFilterField, value: string) => string): TableFilter[] {
  return (Object.keys(USER_FILTER_VALUES) as UserFilterField[]).map((field) => ({
    field,
    label: label(field),
    options: USER_FILTER_VALUES[field].map((value) => ({ value, label: optionLabel(field, value) })),
  }));
}

/**
 * The users table's query as the address holds it, as the screen reads it: the server-included
 * fragment asks for the same page (fragment/fill-users-fragment.ts).
 */
export const usersQueryFromParams = (params: URLSearchParams) =>
  queryFromParams(
    params,
    userFilters(
      (field) => field,
      (_, value) => value,
    ),
  );
