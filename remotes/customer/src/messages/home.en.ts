/** The home's messages, in English. */
export const homeEnglish = {
  welcomeBack: 'Welcome back, {{name}}',
  overview: 'Your account at a glance.',
  balance: 'Balance',
  coins: 'Coins',
  plans: 'Plans',
};
