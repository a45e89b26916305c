import { FeeCalculatorPage } from '@/features/fees/components/fee-calculator-page';

export function Component() {
  return <FeeCalculatorPage />;
}
