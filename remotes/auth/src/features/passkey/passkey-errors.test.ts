import { describe, expect, it } from 'vitest';
import { ApiError } from '@panel/api';
import { passkeyErrorMessage } from './passkey-errors';

const SIGN_IN_CANCELLED = 'Passkey sign-in was cancelled.';
const ADD_CANCELLED = 'Adding a passkey was cancelled.';
const NOT_VERIFIED = 'This passkey could not be verified. Try again, or sign in with your email and password.';
const ALREADY_REGISTERED = 'A passkey for this account already exists on this device.';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('passkeyErrorMessage', () => {
  it.each([
    [named('NotAllowedError'), 'sign-in', SIGN_IN_CANCELLED],
    [named('AbortError'), 'sign-in', SIGN_IN_CANCELLED],
    [named('NotAllowedError'), 'add', ADD_CANCELLED],
    [named('InvalidStateError'), 'add', ALREADY_REGISTERED],
    [new ApiError(401, 'Passkey could not be verified'), 'sign-in', NOT_VERIFIED],
    [new ApiError(400, 'This passkey request expired. Start again.'), 'add', 'This passkey request expired. Start again.'],
    [new ApiError(0, 'Network error'), 'sign-in', 'The server could not be reached. Check your connection and try again.'],
    [new Error('SecurityError'), 'sign-in', NOT_VERIFIED],
  ] as const)('%s during %s → %j', (error, ceremony, message) => {
    expect(passkeyErrorMessage(error, ceremony)).toBe(message);
  });
});
