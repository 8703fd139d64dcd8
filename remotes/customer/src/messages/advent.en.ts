/** The advent screen's messages, in English (keys prefixed with `advent`). */
export const adventEnglish = {};
