// The entry the build compiles into public/fragments/staff/users.html's inline script
// (rsbuild.config.ts, pluginFragmentScripts); it runs where the script stands in the fragment.
import { fragmentTools } from '@panel/ui/fragment-tools';
import { fillUsersFragment } from './fill-users-fragment';

void fillUsersFragment(document.currentScript!.parentElement!, fragmentTools());
