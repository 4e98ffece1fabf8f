/** Amounts are shown with thousands separators; the currency word is part of each message. */
export function yen(amount: number): string {
  return amount.toLocaleString('en-US')
}
