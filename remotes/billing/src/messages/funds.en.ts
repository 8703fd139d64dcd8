/** The funds screens' messages, in English (keys prefixed with `funds`). */
export const fundsEnglish = {
  fundsPlaceholderFundsScreen: 'FundsScreen',
};
