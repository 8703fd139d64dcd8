/** The earn screen's messages, in English (keys prefixed with `earn`). */
export const earnEnglish = {};
