import '@panel/ui/tokens.css';
import '@panel/ui/styles.css';
import { removeBootFragment } from './startup/boot-fragment';

// The first screen's remote is already downloading: index.html's inline script started it.
// Whatever happens, the static fragment of the first screen never outstays the app's start.
setTimeout(removeBootFragment, 15_000);
// The async boundary lets the federation runtime negotiate shared singletons before any of them run.
void import('./bootstrap');
