const formats = new Map<string, Intl.NumberFormat>();

const formatFor = (currency: string): Intl.NumberFormat => {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // A location saved before its currency was checked: show dollars rather than fail the page.
      format = formatFor('USD');
    }
    formats.set(currency, format);
  }
  return format;
};

/**
 * An amount as the pages show money: "45.5" or 45.5 → "$45.50", 1234.5 → "$1,234.50", in the
 * location's currency when one is given ("EUR" → "€45.50"). The API writes amounts as decimal text;
 * anything that is not a number is shown as it came.
 */
export function formatMoney(amount: string | number, currency = 'USD'): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? NaN : amount);
  return Number.isFinite(value) ? formatFor(currency).format(value) : String(amount);
}
