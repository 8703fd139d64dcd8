/** The redeem screen's messages, in English (keys prefixed with `redeem`). */
export const redeemEnglish = {};
