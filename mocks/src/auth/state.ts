/** Mock-only state of the account flows: mails sent, one-time tokens, rate-limit logs. */
export interface SentMail {
  id: number;
  to: string;
  kind: 'verification' | 'password-reset' | 'test';
  subject: string;
  text: string;
  /** The link the mail carries; its token is in the fragment (`#token=…`). */
  link: string;
  sentAt: number;
}

export interface OneTimeToken {
  userId: string;
  expires: number;
}

export interface AuthState {
  outbox: SentMail[];
  verifyTokens: Map<string, OneTimeToken>;
  resetTokens: Map<string, OneTimeToken>;
  /** Normalised email → times of failed sign-ins. */
  loginFailures: Map<string, number[]>;
  /** Client address → times of failed sign-ins from it, whatever the email. */
  loginFailuresByAddress: Map<string, number[]>;
  /** Normalised email → times of reset requests, whether or not the account exists. */
  resetRequests: Map<string, number[]>;
  /** Client address → times of sign-ups from it that created an account or found the email taken. */
  signUps: Map<string, number[]>;
  /** User id → when the last verification mail went out. */
  lastVerificationMail: Map<string, number>;
  /** After an instance reset, the hash of the code its setup then requires (instance-reset.ts). */
  setupCodeHash: string | null;
}

export const createAuthState = (): AuthState => ({
  outbox: [],
  verifyTokens: new Map(),
  resetTokens: new Map(),
  loginFailures: new Map(),
  loginFailuresByAddress: new Map(),
  resetRequests: new Map(),
  signUps: new Map(),
  lastVerificationMail: new Map(),
  setupCodeHash: null,
});
