import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { customerEnglish } from './messages';
import customerFrench from './messages.fr';
import { contentEnglish } from './messages/content.en';
import { contentFrench } from './messages/content.fr';
import { serversEnglish } from './messages/servers.en';
import { serversFrench } from './messages/servers.fr';
import { settingsEnglish } from './messages/settings.en';
import { settingsFrench } from './messages/settings.fr';

describe('the customer catalogues', () => {
  it.each([
    ['the home', customerEnglish, customerFrench],
    ['the server screens', serversEnglish, serversFrench],
    ['the settings', settingsEnglish, settingsFrench],
    ['articles, the game panel and subscriptions', contentEnglish, contentFrench],
  ])('%s: every message in French too, with the same placeholders', (_, en, fr) => {
    expect(catalogueMismatches({ en, fr })).toEqual([]);
  });
});
