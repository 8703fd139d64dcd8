// The entry the build compiles into public/fragments/invoice/_.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fillInvoiceFragment, type FragmentTools } from './fill-invoice-fragment';

declare global {
  interface Window {
    __PANEL_FRAGMENT__?: FragmentTools;
  }
}

void fillInvoiceFragment(document.currentScript!.parentElement!, window.__PANEL_FRAGMENT__);
