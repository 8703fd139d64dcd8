/** Amounts are rounded to the cent, as every stored amount is: the panel's own rule. */
export { cents } from '@panel/rules';
