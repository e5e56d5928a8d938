/** German formatting of dates and amounts, as register texts and filed reports print them. */

/** 2024-03-05 → 05.03.2024 */
export const germanDate = (date: string) =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`

const EUR = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const INT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** 25000 → "25.000,00 EUR" */
export const germanEuro = (amount: number) => `${EUR.format(amount)} EUR`
export const germanInt = (value: number) => INT.format(value)
