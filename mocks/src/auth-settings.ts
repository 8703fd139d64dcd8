/**
 * Where the panel runs, as the browser sees it. WebAuthn binds credentials to the RP ID
 * and checks the origin; Discord only redirects to a registered callback URL; mailed links
 * point here. Override with PANEL_ORIGIN and WEBAUTHN_RP_ID when the panel is served elsewhere.
 */
const panelOrigin = process.env.PANEL_ORIGIN ?? 'http://localhost:3000';

export const AUTH_SETTINGS = {
  panelOrigin,
  webauthnRpId: process.env.WEBAUTHN_RP_ID ?? new URL(panelOrigin).hostname,
  discordClientId: process.env.DISCORD_CLIENT_ID ?? 'mock-discord-client',
  discordRedirectUri: `${panelOrigin}/api/auth/oauth/discord/callback`,
  /** The stand-in consent page, served by this mock in place of discord.com. */
  discordAuthorizeUrl: process.env.DISCORD_AUTHORIZE_URL ?? '/api/__discord/oauth2/authorize',
} as const;

export const CEREMONY_TTL_MS = 5 * 60_000;
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60_000;
export const ONE_TIME_CODE_TTL_MS = 60_000;
