/** India keeps one offset all year (no daylight saving), so IST wall-clock times convert exactly. */
const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;

/** A UTC instant as `YYYY-MM-DDTHH:mm` in India time, for a datetime-local field labelled IST. */
export function istLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as a UTC ISO instant; undefined when it is not a time. */
export function instantOfIstLocal(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const instant = new Date(`${local}:00${IST_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
