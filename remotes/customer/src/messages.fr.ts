import type { customerEnglish } from './messages';
import { homeFrench } from './messages/home.fr';
import { contentFrench } from './messages/content.fr';
import { serversFrench } from './messages/servers.fr';
import { settingsFrench } from './messages/settings.fr';

/** The French of every message in messages.ts, in its own chunk: only a French reader downloads it. */
const customerFrench: Record<keyof typeof customerEnglish, string> = {
  ...homeFrench,
  ...serversFrench,
  ...settingsFrench,
  ...contentFrench,
};

export default customerFrench;
