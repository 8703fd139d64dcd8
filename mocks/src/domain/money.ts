/** An amount rounded to the cent, as every stored amount is. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
