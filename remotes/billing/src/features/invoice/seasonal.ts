import type { Settings } from '@panel/api/contract';

export interface SeasonalLook {
  className: string;
  cobweb: boolean;
  background: string | null;
}

/** Seasonal styles of the invoice screen, by settings.theme (spec section 2). */
export function seasonalLook(theme: Settings['theme']): SeasonalLook {
  if (theme.halloween) return { className: 'seasonal-halloween', cobweb: true, background: null };
  if (theme.christmas.theme) return { className: 'seasonal-advent', cobweb: false, background: theme.christmas.adventBg };
  return { className: '', cobweb: false, background: null };
}
