/**
 * Quiet hours (decision 0058): marketing waits until morning in the recipient's time zone, it is not
 * dropped. The window is local wall-clock time [start, end), e.g. 21:00–09:00.
 */
export interface QuietHours {
  start: number;
  end: number;
  timeZone: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: 21, end: 9, timeZone: 'Asia/Hong_Kong' };

/** The configured quiet hours (`QUIET_HOURS`, `SHOP_TIME_ZONE`), or undefined when they are off. */
export function configuredQuietHours(setting: string, timeZone: string): QuietHours | undefined {
  if (setting === 'off') return undefined;
  const [start, end] = setting.split('-').map(Number) as [number, number];
  return { start, end, timeZone };
}

/** The local hour and minute of an instant in a time zone. */
function localTime(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
}

const inWindow = (hour: number, { start, end }: QuietHours) => (start > end ? hour >= start || hour < end : hour >= start && hour < end);

/**
 * When a message may go: `now` when it is outside the window, else the window's end (the next local
 * `end`:00). Found by stepping whole minutes to the end hour, which is right across daylight-saving
 * changes without a time-zone library.
 */
export function sendTime(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  const { hour, minute } = localTime(now, quiet.timeZone);
  if (!inWindow(hour, quiet)) return now;
  const hoursLeft = (quiet.end - hour + 24) % 24;
  let at = new Date(now.getTime() + (hoursLeft * 60 - minute) * 60_000);
  at.setUTCSeconds(0, 0);
  // A daylight-saving change inside the wait moves local time by up to an hour: settle on the end hour.
  for (let i = 0; i < 2 && localTime(at, quiet.timeZone).hour !== quiet.end; i++) {
    at = new Date(at.getTime() + (localTime(at, quiet.timeZone).hour < quiet.end ? 1 : -1) * 3_600_000);
  }
  return at;
}
