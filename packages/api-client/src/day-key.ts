/**
 * The daily-quote key of the spec: day of month, month index (0-11) and full year written one
 * after another, read as a number. 21 Nov 2026 -> "21" + "10" + "2026" -> 21102026.
 *
 * The scheme is ambiguous (1 Dec 2026 and 11 Feb 2026 both give 1112026). It is kept on purpose:
 * the real API expects exactly this key.
 */
export function dayKey(date: Date): number {
  return Number(`${date.getDate()}${date.getMonth()}${date.getFullYear()}`);
}

/** Base64 of the JSON of {@link dayKey}: the path segment of `GET /dailyQuote/{dayKey}`. */
export function encodeDayKey(date: Date): string {
  return btoa(JSON.stringify(dayKey(date)));
}
