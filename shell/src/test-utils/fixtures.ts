/** Seed data of the mock API, for rendering components without a server. Test-only. */
import { db } from '../../../mocks/src/db';
import { userInfoOf } from '../../../mocks/src/domain/accounts';
import { DEMO_USERS } from '../../../mocks/src/seed';
import type { Config, User } from '@panel/api/contract';

export { DEMO_USERS };

type DemoKey = keyof typeof DEMO_USERS;

/** A seed user as the API's user info returns it. */
export function seedUser(key: DemoKey): User {
  const user = db.users.get(DEMO_USERS[key].id);
  if (!user) throw new Error(`No seed user ${key}`);
  return userInfoOf(user);
}

/** The seed configuration (a fresh copy), with optional top-level overrides. */
export function seedConfig(overrides: Partial<Config> = {}): Config {
  return { ...structuredClone(db.config), ...overrides };
}
