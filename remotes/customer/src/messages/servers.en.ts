/** The servers screens' messages, in English (keys prefixed so the remote's catalogue stays one flat list). */
export const serversEnglish = {};
