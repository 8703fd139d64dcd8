import '@panel/ui/tokens.css';
import './messages';
import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { LoginScreen } from './features/login/LoginScreen';
import { lazyScreen } from './lazy-screen';

// Only the sign-in screen is in the first chunk; the others load when visited.
const screens = {
  login: LoginScreen,
  verify: lazyScreen(() => import('./features/verify/VerifyScreen').then((m) => ({ default: m.VerifyScreen }))),
  forgotPassword: lazyScreen(() =>
    import('./features/forgot-password/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  ban: lazyScreen(() => import('./features/ban/BanScreen').then((m) => ({ default: m.BanScreen }))),
  passkey: lazyScreen(() => import('./features/passkey/PasskeyScreen')),
  oauth: lazyScreen(() => import('./features/oauth/OAuthScreen')),
  authenticated: lazyScreen(() => import('./features/oauth/AuthenticatedScreen')),
  authorize: lazyScreen(() => import('./features/authorize/AuthorizeScreen')),
};

export default function AuthApp() {
  return (
    <RemoteRoot name="auth">
      <RemoteRoutes owner="auth" screens={screens} />
    </RemoteRoot>
  );
}
