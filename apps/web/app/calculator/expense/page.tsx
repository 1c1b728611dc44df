import { permanentRedirect } from 'next/navigation';

/** SPEC.md §2: the expense calculator is also reached as /calculator/expense. */
export default function CalculatorExpenseAlias() {
  permanentRedirect('/expense-calculator');
}
