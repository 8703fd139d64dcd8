/** The coins screen's messages, in English (keys prefixed with `coins`). */
export const coinsEnglish = {};
