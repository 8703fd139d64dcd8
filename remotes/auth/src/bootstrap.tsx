import { createRoot } from 'react-dom/client';
import '@panel/ui/styles.css';
import { StandaloneHarness } from '@panel/ui';
import App from './app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness>
      <App />
    </StandaloneHarness>,
  );
}
