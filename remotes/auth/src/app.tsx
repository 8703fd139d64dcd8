import { lazy, Suspense } from 'react';
import { DelayedSpinner, RemoteRoot, RemoteRoutes } from '@panel/ui';
import { LoginScreen } from './features/login/LoginScreen';

// Only the sign-in screen is in the first chunk; the others load when visited.
const VerifyScreen = lazy(() => import('./features/verify/VerifyScreen').then((m) => ({ default: m.VerifyScreen })));
const ForgotPasswordScreen = lazy(() =>
  import('./features/forgot-password/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const BanScreen = lazy(() => import('./features/ban/BanScreen').then((m) => ({ default: m.BanScreen })));

const screens = { login: LoginScreen, verify: VerifyScreen, forgotPassword: ForgotPasswordScreen, ban: BanScreen };

export default function AuthApp() {
  return (
    <RemoteRoot name="auth">
      <Suspense fallback={<DelayedSpinner />}>
        <RemoteRoutes owner="auth" screens={screens} />
      </Suspense>
    </RemoteRoot>
  );
}
