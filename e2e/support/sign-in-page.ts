import type { Page } from '@playwright/test';
import { openScreen } from './open-screen';

/** The sign-in page (or `path`) with the app's own screen: see `openScreen`. */
export const openSignInScreen = (page: Page, path = '/auth/login'): Promise<void> => openScreen(page, path);
