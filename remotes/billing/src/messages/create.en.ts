/** The create screens' messages, in English (keys prefixed with `create`). */
export const createEnglish = {
  createPlaceholderCreateScreen: 'CreateScreen',
};
