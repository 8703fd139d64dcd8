// The entry the build compiles into public/fragments/create.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fragmentTools } from '@panel/ui/fragment-tools';
import { fillCreateFragment } from './fill-create-fragment';

void fillCreateFragment(document.currentScript!.parentElement!, fragmentTools());
