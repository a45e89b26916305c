import type { NewPaymentMethod } from '../../shared/billing/billing-views';
import { cardBrand } from '../../shared/billing/card';

/** A card as the add-card form sends it, after shared/billing/card-schema.ts has checked it. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  holder: string;
  cvc?: string;
}

/** Only what the cards screen shows is kept; the number and the CVC end here. */
export function cardToKeep(card: CardInput): NewPaymentMethod {
  return {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    holder: card.holder,
  };
}
