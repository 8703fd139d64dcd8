// The Content-Security-Policy of the shell's pages: the app's own origins, the outside
// services the product uses, and the build-time hashes of the inline scripts; nothing else
// may run, be framed or be fetched.

/** What each outside service loads, as its own CSP guide lists it. */
export const PROVIDER_SOURCES = {
  // The PayPal JS SDK renders its buttons in frames of paypal.com and loads from paypalobjects.com.
  paypal: {
    script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    frame: ['https://www.paypal.com', 'https://*.paypal.com'],
    connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  // Stripe.js: its Elements are frames of js.stripe.com; 3-D Secure runs on hooks.stripe.com.
  stripe: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  cashfree: {
    script: ['https://sdk.cashfree.com'],
    frame: ['https://sdk.cashfree.com'],
    connect: ['https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
  },
  adsense: {
    script: [
      'https://pagead2.googlesyndication.com',
      'https://tpc.googlesyndication.com',
      'https://partner.googleadservices.com',
      'https://www.googletagservices.com',
      'https://adservice.google.com',
      'https://*.adtrafficquality.google',
    ],
    frame: [
      'https://googleads.g.doubleclick.net',
      'https://tpc.googlesyndication.com',
      'https://www.google.com',
      'https://*.adtrafficquality.google',
    ],
    connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
  },
  umami: {
    script: ['https://cloud.umami.is'],
    frame: [],
    connect: ['https://cloud.umami.is', 'https://api-gateway.umami.dev'],
  },
};

/** The payment providers and the captcha: their hosts are fixed, so they are always allowed. */
const ALWAYS = ['paypal', 'stripe', 'cashfree', 'turnstile'];

/**
 * The outside script origins an instance's public config turns on (ads only when
 * `settings.ads.site` is on, analytics only with an id), mirroring the shell's
 * layout/third-party-scripts.ts and layout/ads/ad-script.ts. An Adsterra banner is a URL of the
 * instance's choice: its origin.
 */
export function configuredSources(config) {
  const sources = { script: [], frame: [], connect: [] };
  const add = (provider) => {
    for (const kind of Object.keys(sources)) sources[kind].push(...PROVIDER_SOURCES[provider][kind]);
  };
  const ads = config?.settings?.ads;
  if (ads?.site && ads.adservice === 'ADSENSE' && ads.b1) add('adsense');
  if (ads?.site && ads.adservice === 'ADSTERRA' && ads.adsterraBanner) {
    const origin = httpsOrigin(ads.adsterraBanner);
    if (origin) sources.script.push(origin);
  }
  if (config?.umami) add('umami');
  return sources;
}

function httpsOrigin(url) {
  try {
    const parsed = new URL(url, 'https://invalid.invalid');
    return parsed.protocol === 'https:' && parsed.hostname !== 'invalid.invalid' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (list) => [...new Set(list)];

/**
 * The page policy. `remoteOrigins`: where the remotes are served (from remotes.json, read at
 * run time, so a moved remote keeps working); `scriptHashes`: 'sha256-…' of every inline
 * script of the page; `extra`: the configured outside sources (configuredSources).
 */
export function contentSecurityPolicy({ remoteOrigins = [], scriptHashes = [], extra = configuredSources(null) }) {
  const fixed = (kind) => ALWAYS.flatMap((provider) => PROVIDER_SOURCES[provider][kind]);
  const own = ["'self'", ...unique(remoteOrigins)];
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([...own, ...scriptHashes.map((hash) => `'${hash}'`), ...fixed('script'), ...extra.script]),
    // Styles only: react-hot-toast (goober) writes its rules into a <style> at run time and the
    // SDKs style their mounts, which no hash can cover. A style cannot run script.
    'style-src': [...own, "'unsafe-inline'"],
    // Avatars and logos come from wherever a user or the instance points them.
    'img-src': ["'self'", 'https:', 'data:', 'blob:'],
    'font-src': [...own, 'data:'],
    // blob: URLs are minted by the page's own scripts (the invoice PDF it downloaded), so
    // reading one back sends nothing anywhere.
    'connect-src': unique([...own, 'blob:', ...fixed('connect'), ...extra.connect]),
    'frame-src': unique([...fixed('frame'), ...extra.frame]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The sign-in form of the page before JavaScript posts to the page itself.
    'form-action': ["'self'"],
    // No other site may frame the panel: a framed consent or payment page could be
    // clickjacked (an invisible Allow or Pay under a decoy button).
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
