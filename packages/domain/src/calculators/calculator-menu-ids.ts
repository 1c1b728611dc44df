import type { CalculatorId } from './calculator-pages.ts';

/** Where calculator links sit: the mega-menu's More ▸ Tools column and the simpler menu's More group. */
export const CALCULATOR_MENU_PARENTS = ['more.tools', 'more'] as const;

/** A calculator's link ids in every menu, so a region's table can hide it everywhere at once. */
export function calculatorMenuIds(id: CalculatorId): string[] {
  return CALCULATOR_MENU_PARENTS.map((parent) => `${parent}.${id}`);
}
