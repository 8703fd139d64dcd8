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
import { earnEnglish } from './messages/earn.en';
import { earnFrench } from './messages/earn.fr';
import { redeemEnglish } from './messages/redeem.en';
import { redeemFrench } from './messages/redeem.fr';
import { referralsEnglish } from './messages/referrals.en';
import { referralsFrench } from './messages/referrals.fr';
import { adventEnglish } from './messages/advent.en';
import { adventFrench } from './messages/advent.fr';
import { coinsEnglish } from './messages/coins.en';
import { coinsFrench } from './messages/coins.fr';

describe('the customer catalogues', () => {
  it.each([
    ['the home', customerEnglish, customerFrench],
    ['the server screens', serversEnglish, serversFrench],
    ['the settings', settingsEnglish, settingsFrench],
    ['articles, the game panel and subscriptions', contentEnglish, contentFrench],
    ['earning', earnEnglish, earnFrench],
    ['redeeming a code', redeemEnglish, redeemFrench],
    ['referrals', referralsEnglish, referralsFrench],
    ['the advent calendar', adventEnglish, adventFrench],
    ['the coin history', coinsEnglish, coinsFrench],
  ])('%s: every message in French too, with the same placeholders', (_, en, fr) => {
    expect(catalogueMismatches({ en, fr })).toEqual([]);
  });
});
