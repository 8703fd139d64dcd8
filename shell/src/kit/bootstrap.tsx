import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@panel/router';
import { KitCatalogue } from '@panel/ui/catalogue';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <KitCatalogue />
      </BrowserRouter>
    </StrictMode>,
  );
}
