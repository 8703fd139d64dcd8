import { registerMessages, translate, useT } from '@panel/ui';

/** Every string the auth remote shows, in English (French is in messages.fr.ts). Registered when the remote loads, so it carries its own words. */
export const authEnglish = {
  // Fields and rules
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  passwordRule: 'At least {{count}} characters, with a letter and a digit.',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  passwordRequired: 'Enter your password',
  password_tooShort: 'Use at least {{count}} characters',
  password_noLetter: 'Include at least one letter',
  password_noDigit: 'Include at least one digit',
  passwordsDiffer: 'The passwords do not match',
  retry: 'Retry',
  signOut: 'Sign out',
  backToSignIn: 'Back to sign in',
  signInLink: 'Sign in',

  // Sign-in and sign-up
  signInTitle: 'Sign in',
  signUpTitle: 'Create account',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  continueWithDiscord: 'Continue with Discord',
  signInTurnedOff: 'Signing in with an email or Discord is turned off on this panel. Use a passkey, or contact {{name}}.',
  signInWithPasskey: 'Sign in with a passkey',
  forgotPassword: 'Forgot password?',
  alreadyHaveAccount: 'Already have an account?',
  newHere: 'New here?',
  createAnAccount: 'Create an account',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  tooManyAttemptsIn: 'Too many attempts. Try again in {{wait}}.',
  tooManyAttemptsCountdown: 'Too many attempts. Try again in {{clock}}.',
  tooManyAttemptsUntil: 'Too many attempts. You can try again at {{time}}.',
  waitSeconds_one: '{{count}} second',
  waitSeconds_other: '{{count}} seconds',
  waitMinutes_one: '{{count}} minute',
  waitMinutes_other: '{{count}} minutes',

  // Passkeys
  passkeyOffer: 'Sign in faster next time with a passkey.',
  addPasskey: 'Add a passkey',
  notNow: 'Not now',
  passkeysTitle: 'Passkeys',
  passkeySignInIntro: 'Use the passkey saved on this device or your phone. No password needed.',
  waitingForPasskey: 'Waiting for your passkey…',
  signInWithEmail: 'Sign in with email and password',
  passkeyAddIntro:
    'Signed in as {{username}}. Add a passkey to sign in next time with your fingerprint, face or screen lock instead of a password.',
  waitingForDevice: 'Waiting for your device…',
  passkeyAdded: 'Passkey added. Next time, choose “Sign in with a passkey”.',
  continue: 'Continue',
  backToPanel: 'Back to the panel',
  passkeyUnsupported: 'This browser does not support passkeys. Sign in with your email and password instead.',
  passkeySignInCancelled: 'Passkey sign-in was cancelled.',
  passkeyAddCancelled: 'Adding a passkey was cancelled.',
  passkeyNotVerified: 'This passkey could not be verified. Try again, or sign in with your email and password.',
  passkeyAlreadyRegistered: 'A passkey for this account already exists on this device.',

  // Verify email
  verifyTitle: 'Verify your email',
  checkingLink: 'Checking your verification link…',
  emailVerified: 'Your email address is verified.',
  emailVerifiedToast: 'Your email address is verified',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  verifyLinkUnchecked: 'The link could not be checked. Check your connection and reload the page.',
  verifyOpenLink: 'Open the link in the verification mail we sent you, or sign in to get a new one.',
  sentLinkTo: 'We sent a verification link to {{email}}. Open it to activate your account. No mail? Check your spam folder, or send it again.',
  sentLinkToYou: 'We sent a verification link to your email address. Open it to activate your account. No mail? Check your spam folder, or send it again.',
  resendEmail: 'Resend email',
  verificationSent: 'Verification email sent',
  resendSessionEnded: 'Your session has ended. Sign in again to get a new mail.',
  resendFailed: 'The mail could not be sent. Check your connection and try again.',
  resendIn: 'You can send another mail in {{seconds}} s.',
  resendAt: 'You can send another mail at {{time}}.',

  // Forgot password
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  inboxTitle: 'Check your inbox',
  resetLinkSent: 'If an account exists for {{email}}, we sent it a link to choose a new password. The link works for one hour.',
  newPasswordTitle: 'Choose a new password',
  setNewPassword: 'Set new password',
  resetLinkDead: 'This reset link is invalid or has expired.',
  requestNewLink: 'Request a new link',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password was changed and every other session was signed out. Sign in with the new password.',

  // Ban notice
  banTitle: 'Account suspended',
  bannedSince: 'Your account has been banned since {{date}}. You cannot use {{name}} with it.',
  banned: 'Your account has been banned. You cannot use {{name}} with it.',
  banReason: 'Reason: {{reason}}',
  appealTitle: 'Think this is a mistake?',
  appeal: 'Appeal by contacting the {{name}} team through their panel, linked below. Include the email address of your account and why the ban should be lifted.',

  // Discord
  discordTitle: 'Continue with Discord',
  discordOff: 'Discord sign-in is not enabled on this panel.',
  toDiscord: 'Taking you to Discord…',
  tryAgain: 'Try again',
  signingYouIn: 'Signing you in…',
  signInFailed: 'Sign-in failed',
  signInLinkExpired: 'This sign-in link expired or was already used. Sign in again.',
  discordCancelled: 'Discord sign-in was cancelled',

  // Authorize a third-party application
  authorizeTitle: 'Authorize application',
  authorizeInvalidTitle: 'This authorization request is not valid',
  authorizeInvalidHelp: 'You were not sent anywhere. Close this page, or go back to the application and try again.',
  goToPanel: 'Go to the panel',
  authorizeUnknownClient: 'This application is not known to this panel.',
  authorizeBadRequest: 'The application sent an invalid request: {{reason}}.',
  authorizeNoClient: 'The request does not name an application (client_id is missing).',
  authorizeCodeFlowOnly: 'Only the authorization code flow (response_type=code) is supported.',
  authorizeBadRedirect: 'The request has no valid return address (redirect_uri).',
  authorizePkceS256Only: 'Only PKCE with code_challenge_method=S256 is supported.',
  authorizeRedirectChanged: 'The server confirmed a different return address; nothing was sent.',
  authorizeWants: '{{client}} wants to use your account',
  signedInAs: 'Signed in as {{username}}.',
  authorizeWillSee: 'If you allow it, {{client}} will be able to see:',
  requestedAccess: 'Requested access',
  authorizeSentBack: 'Either way you will be sent back to {{host}}.',
  deny: 'Deny',
  allow: 'Allow',
  loadingRequest: 'Loading the request…',
  loading: 'Loading…',

  // First-time setup
  setupTitle: 'Set up your panel',
  setupStep1: 'Step 1 of 2: Your panel',
  setupStep2: 'Step 2 of 2: Administrator account',
  panelName: 'Panel name',
  currency: 'Currency',
  currencyHint: 'Type to search by name or code.',
  next: 'Next',
  back: 'Back',
  username: 'Username',
  finishSetup: 'Finish setup',
  settingUp: 'Setting up…',
  panelNameRequired: 'Enter the name of your panel.',
  panelNameTooLong: 'Use at most {{count}} characters.',
  currencyRequired: 'Choose a currency.',
  usernameLength: 'Use {{min}} to {{max}} characters.',
  passwordIsIdentity: 'Do not use your username or email as the password.',
  alreadyConfigured: 'This panel has already been configured. Reload the page to continue.',
  configurationCode: 'Configuration code',
  configurationCodeHint: 'Shown to the administrator who reset the panel.',
  configurationCodeNeeded: 'This panel was reset: finishing its setup needs the configuration code given when it was reset.',
  configurationCodeRequired: 'Enter the configuration code.',
  configurationCodeWrong: 'This is not the configuration code of the reset. Check it and try again.',
};

registerMessages('auth', { en: authEnglish, fr: () => import('./messages.fr') });

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A key as it is asked for: plural forms (`waitSeconds_one`, `waitSeconds_other`) by their base (`waitSeconds`). */
type MessageKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;
export type AuthMessage = MessageKey<keyof typeof authEnglish>;
export type AuthT = (key: AuthMessage, values?: Record<string, unknown>) => string;

/** The auth remote's messages, typed by key, re-rendering when the language changes. */
export function useAuthT(): AuthT {
  return useT('auth');
}

/** Outside React (error sentences, toasts): the message in the current language. */
export const authT: AuthT = (key, values) => translate('auth', key, values);

