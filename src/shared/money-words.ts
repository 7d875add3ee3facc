/**
 * An amount as the server's own texts write it (messages, the PO document, mails): two decimals,
 * thousands separated, "1,234.50". Screens format with the reader's locale instead.
 */
export const amountInWords = (amount: number | string): string =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
