import { useLinkToken } from '../../lib/use-link-token';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestLinkForm } from './RequestLinkForm';

/** Without a link token: ask for a reset link. With one (`#token=…` from the mail): set a new password. */
export function ForgotPasswordScreen() {
  const [linkToken, setLinkToken] = useLinkToken();
  return linkToken ? <NewPasswordForm token={linkToken} onRequestNewLink={() => setLinkToken(null)} /> : <RequestLinkForm />;
}
