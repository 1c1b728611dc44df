import { permanentRedirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** SPEC.md §2: the expense calculator is also reached as /calculator/expense. */
export default function CalculatorExpenseAlias() {
  permanentRedirect(siteRoutes.expenseCalculator());
}
