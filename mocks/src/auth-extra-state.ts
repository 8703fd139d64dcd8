/** Mock-only state of passkeys, Discord sign-in and third-party authorization. */

export interface StoredPasskey {
  /** Credential id, base64url. */
  id: string;
  userId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  /** The owner's label for it; a new passkey is numbered. */
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface WebAuthnCeremony {
  kind: 'registration' | 'authentication';
  challenge: string;
  /** The registering user; null for sign-in, where the credential names the user. */
  userId: string | null;
  expiresAt: number;
}

export interface DiscordIdentity {
  id: string;
  username: string;
  email: string;
  verified: boolean;
}

/** A code the stand-in Discord issued, as Discord's token endpoint would answer it. */
export interface DiscordGrant {
  identity: DiscordIdentity;
  redirectUri: string;
  expiresAt: number;
}

/** What `/auth/authenticated` exchanges its one-time code for: the session is created then. */
export interface SignInCode {
  userId: string;
  expiresAt: number;
}

export interface OAuthClient {
  id: string;
  name: string;
  secret: string;
  redirectUris: string[];
}

export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  /** PKCE S256 challenge, when the application sent one. */
  codeChallenge: string | null;
  expiresAt: number;
}

export interface OAuthAccessToken {
  clientId: string;
  userId: string;
  scopes: string[];
  expiresAt: number;
}

export interface AuthExtraState {
  /** credential id → passkey */
  passkeys: Map<string, StoredPasskey>;
  /** ceremony id → open WebAuthn ceremony */
  webauthnCeremonies: Map<string, WebAuthnCeremony>;
  /** state → expiry of a Discord sign-in attempt not yet called back */
  /** Discord sign-in attempts by state: when each expires, and the referral link it came through. */
  discordAttempts: Map<string, { expiresAt: number; referrer?: string }>;
  /** Discord code → grant, issued by the stand-in consent page */
  discordGrants: Map<string, DiscordGrant>;
  /** Discord user id → panel user id */
  discordLinks: Map<string, string>;
  signInCodes: Map<string, SignInCode>;
  oauthClients: OAuthClient[];
  authorizationCodes: Map<string, AuthorizationCode>;
  /** Third-party access tokens; they open only the userinfo call, never the panel API. */
  oauthAccessTokens: Map<string, OAuthAccessToken>;
}

export const SEED_OAUTH_CLIENT = {
  id: 'game-panel',
  name: 'Game Panel',
  secret: 'game-panel-secret',
  redirectUris: ['https://gamepanel.example/oauth/callback'],
} as const satisfies OAuthClient;

export function createAuthExtraSeed(): AuthExtraState {
  return {
    passkeys: new Map(),
    webauthnCeremonies: new Map(),
    discordAttempts: new Map(),
    discordGrants: new Map(),
    discordLinks: new Map(),
    signInCodes: new Map(),
    oauthClients: [{ ...SEED_OAUTH_CLIENT, redirectUris: [...SEED_OAUTH_CLIENT.redirectUris] }],
    authorizationCodes: new Map(),
    oauthAccessTokens: new Map(),
  };
}
