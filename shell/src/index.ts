import '@panel/ui/styles.css';
import { preloadFirstScreenRemote } from './remotes/early-preload';
import { removeBootFragment } from './startup/boot-fragment';

preloadFirstScreenRemote();
// Whatever happens, the static fragment of the first screen never outstays the app's start.
setTimeout(removeBootFragment, 15_000);
// The async boundary lets the federation runtime negotiate shared singletons before any of them run.
void import('./bootstrap');
