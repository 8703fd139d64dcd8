import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { LoginScreen } from './features/login/LoginScreen';
import { VerifyScreen } from './features/verify/VerifyScreen';

const screens = { login: LoginScreen, verify: VerifyScreen };

export default function AuthApp() {
  return (
    <RemoteRoot name="auth">
      <RemoteRoutes owner="auth" screens={screens} />
    </RemoteRoot>
  );
}
