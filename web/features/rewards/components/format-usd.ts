/**
 * A cash prize as the reader writes money ("$25", "25 $US", "25 US$"); whole dollars without the
 * ".00" the currency style would add, as the prizes have always read.
 */
export function formatUsd(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}
