// The entry the build compiles into public/fragments/order.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fragmentTools } from '@panel/ui/fragment-tools';
import { fillOrderFragment } from './fill-order-fragment';

void fillOrderFragment(document.currentScript!.parentElement!, fragmentTools());
