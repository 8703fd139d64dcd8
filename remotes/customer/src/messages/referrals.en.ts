/** The referrals screen's messages, in English (keys prefixed with `referrals`). */
export const referralsEnglish = {};
