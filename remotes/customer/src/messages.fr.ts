import type { customerEnglish } from './messages';
import { homeFrench } from './messages/home.fr';

/** The French of the home's messages (messages.ts), in its own chunk: only a French reader downloads it. */
const customerFrench: Record<keyof typeof customerEnglish, string> = homeFrench;

export default customerFrench;
