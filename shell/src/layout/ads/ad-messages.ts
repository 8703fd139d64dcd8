import { registerMessages, useT, type MessageKey } from '@panel/ui';

/**
 * The shell's messages about ads, in their own namespace so they come with the ads' chunk and
 * never with the first screen of an instance without ads.
 */
export const adsEnglish = {
  adLabel: 'Advertisement',
  adBlockTitle: 'Ads keep this panel running',
  adBlockText: 'It looks like an ad blocker stopped the ads here. If you are happy to, please allow ads on this site. Thank you!',
  adBlockDismiss: 'Dismiss',
};

export const adsFrench: typeof adsEnglish = {
  adLabel: 'Publicité',
  adBlockTitle: 'Les publicités font vivre ce panel',
  adBlockText: 'Un bloqueur de publicités semble avoir arrêté les annonces ici. Si vous le voulez bien, autorisez les publicités sur ce site. Merci !',
  adBlockDismiss: 'Fermer',
};

registerMessages('shell-ads', { en: adsEnglish, fr: adsFrench });

export const useAdsT = (): ((key: MessageKey<keyof typeof adsEnglish>) => string) => useT('shell-ads');
