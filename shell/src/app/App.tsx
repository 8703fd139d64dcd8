import { BrowserRouter } from '@panel/router';
import { AppToaster } from '../layout/toaster';
import { GlobalErrorDialog } from '../layout/GlobalErrorDialog';
import { StartupGate } from '../startup/StartupGate';
import { RouteResolver } from './RouteResolver';
import { SessionExtras } from './SessionExtras';

export function App() {
  return (
    <BrowserRouter>
      <StartupGate>
        <RouteResolver />
        <SessionExtras />
      </StartupGate>
      <AppToaster />
      <GlobalErrorDialog />
    </BrowserRouter>
  );
}
