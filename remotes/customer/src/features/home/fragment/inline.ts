// The entry the build compiles into public/fragments/index.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fragmentTools } from '@panel/ui/fragment-tools';
import { fillHomeFragment } from './fill-home-fragment';

void fillHomeFragment(document.currentScript!.parentElement!, fragmentTools());
