import bcrypt from 'bcryptjs';
import type { Currency } from '@panel/api/contract';
import { isEmail, isStrongPassword, MAX_PASSWORD_LENGTH, MIN_ADMIN_PASSWORD_LENGTH } from '../auth/checks';
import { db, type DbUser } from '../db';
import { setupCodeAccepted } from '../domain/instance-maintenance';
import { isPlainObject, type JsonObject } from '../http/body';
import { defineHandler, fail } from '../http/define-handler';
import { createSession, randomToken } from '../http/session';
import { avatar } from '../seed';

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const ALREADY_CONFIGURED = 'This instance is already configured';

const nonEmpty = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max;

function readCurrency(value: unknown): Currency | string {
  if (!isPlainObject(value)) return 'currency must be an object';
  const unknownKey = Object.keys(value).find((key) => !['name', 'abbreviation', 'symbol'].includes(key));
  if (unknownKey) return `Unknown field: currency.${unknownKey}`;
  const { name, abbreviation, symbol } = value;
  if (typeof abbreviation !== 'string' || !KNOWN_CURRENCIES.has(abbreviation)) return 'currency.abbreviation is not a known ISO 4217 code';
  if (!nonEmpty(name, 80) || !nonEmpty(symbol, 8)) return 'currency.name and currency.symbol are required';
  return { name: name.trim(), abbreviation, symbol: symbol.trim() };
}

function readAdmin(value: unknown): { username: string; email: string; password: string } | string {
  if (!isPlainObject(value)) return 'admin must be an object';
  const unknownKey = Object.keys(value).find((key) => !['username', 'email', 'password'].includes(key));
  if (unknownKey) return `Unknown field: admin.${unknownKey}`;
  const { username, email, password } = value as JsonObject;
  if (typeof username !== 'string' || username.trim().length < 3 || username.trim().length > 32) {
    return 'admin.username must be 3 to 32 characters';
  }
  if (!isEmail(email)) return 'admin.email must be a valid email';
  if (!isStrongPassword(password, MIN_ADMIN_PASSWORD_LENGTH)) {
    return `admin.password must be ${MIN_ADMIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters with a letter and a digit`;
  }
  return { username: username.trim(), email: email.trim(), password };
}

export const setupHandlers = [
  defineHandler({
    operation: 'completeSetup',
    auth: 'public',
    handle: async ({ body }) => {
      if (!db.config.awaitingConfiguration) fail(409, ALREADY_CONFIGURED);
      const code = typeof body.configurationCode === 'string' ? body.configurationCode : undefined;
      if (!setupCodeAccepted(code)) fail(403, 'This instance was reset: its configuration code is required');
      if (!nonEmpty(body.instanceName, 60)) return fail(400, 'instanceName must be 1 to 60 characters');
      const currency = readCurrency(body.currency);
      if (typeof currency === 'string') return fail(400, currency);
      const admin = readAdmin(body.admin);
      if (typeof admin === 'string') return fail(400, admin);
      const passwordHash = await bcrypt.hash(admin.password, 10);

      // Checked (again) after the await, and from here on nothing awaits: a setup running at
      // the same time may have finished while this one hashed, and only one may create an admin.
      if (!db.config.awaitingConfiguration) fail(409, ALREADY_CONFIGURED);
      const email = admin.email.toLowerCase();
      if ([...db.users.values()].some((user) => user.email.toLowerCase() === email)) {
        fail(400, 'An account with this email already exists');
      }
      const user: DbUser = {
        _id: `u-${randomToken().slice(0, 12)}`,
        username: admin.username,
        email: admin.email,
        avatarUrl: avatar(admin.username),
        rank: 'ADMIN',
        passwordHash,
        balance: 0,
        coins: 0,
        verified: true,
        plans: [],
      };
      db.users.set(user._id, user);
      db.auth.setupCodeHash = null;
      db.config = {
        ...db.config,
        awaitingConfiguration: false,
        currency,
        info: { ...db.config.info, name: body.instanceName.trim() },
        stats: { users: { total: db.users.size } },
      };
      return { status: 201, body: createSession(user) };
    },
  }),
];
