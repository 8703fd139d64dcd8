// The entry the build compiles into public/fragments/invoice/_.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fragmentTools } from '@panel/ui/fragment-tools';
import { fillInvoiceFragment } from './fill-invoice-fragment';

void fillInvoiceFragment(document.currentScript!.parentElement!, fragmentTools());
