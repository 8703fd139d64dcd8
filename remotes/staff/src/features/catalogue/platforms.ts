import type { Platform } from '@panel/api/contract';

/** The game panels a location or plan can run on (SDMANAGER is internal to the reference). */
export const PLATFORMS: readonly Platform[] = ['PTERODACTYL', 'VIRTFUSION', 'NOTHING'];
