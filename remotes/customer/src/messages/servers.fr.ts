import type { serversEnglish } from './servers.en';

export const serversFrench: Record<keyof typeof serversEnglish, string> = {};
