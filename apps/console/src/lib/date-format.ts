/**
 * A date as the console shows it, in the spec's format `dd.MM.y` (docs/requirements.md, Delays and
 * constants): the day and the month of two digits, the year whole, in local time: 05.03.2026.
 * The only formatter of a date for the screen.
 */
export function formatDate(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}
