import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { LoginScreen } from './features/login/LoginScreen';
import { VerifyScreen } from './features/verify/VerifyScreen';
import { lazyScreen } from './lazy-screen';

const screens = {
  login: LoginScreen,
  verify: VerifyScreen,
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
