import '@panel/ui/tokens.css';
import './messages';
import { RemoteRoot } from '@panel/ui';
import { SetupWizard } from './features/setup/SetupWizard';

/** Shown instead of everything while the instance is awaitingConfiguration. */
export default function SetupScreen() {
  return (
    <RemoteRoot name="auth">
      <SetupWizard />
    </RemoteRoot>
  );
}
