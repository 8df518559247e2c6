/**
 * dayjs's timezone plugin converts with `Date#toLocaleString(…, { timeZone })` and then parses that text back, on
 * every `.tz(zone)` call. MUI's pickers call it hundreds of times per render (each default bound and "now" is moved
 * into the picker's zone): ~85 ms of one screen's first render here. This plugin, extended after `timezone`, answers
 * the same `.tz(zone)` from the zone's UTC offset at that instant, read with one cached Intl.DateTimeFormat per zone
 * — the same instant, wall time, offset and zone as the original (fastTimezone.test.ts compares them), with or
 * without keepLocalTime. A call without a zone goes to the original.
 *
 * `dayjs.tz(input, zone)` first works out the zone's offset at this moment (a `formatToParts` and a text parse), which
 * only a text input uses; MUI's adapter calls it with dayjs values (`setTimezone`) for every date it shows. With such
 * an input this plugin goes straight to `dayjs(input).tz(zone)`, as the original then does.
 */
import type { Dayjs, PluginFunc } from 'dayjs';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

interface WallTime {
  year: number;
  /** 0–11, as Date takes it. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeIn(zone: string, ms: number): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatOf(zone).formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes east of UTC of a zone whose wall time at the instant `ms` is `wall`. */
function offsetOf(wall: WallTime, ms: number): number {
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(wall.year, wall.month, wall.day);
  asUtc.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return Math.round((asUtc.getTime() - Math.floor(ms / 1000) * 1000) / 60_000);
}

interface ZonedDayjs extends Dayjs {
  $L: string;
  $x: { $timezone?: string };
}

/** `dayjs.tz` as the timezone plugin defines it (its types come with the plugin, not with dayjs). */
type ZoneFactory = ((input?: unknown, formatOrZone?: string, zone?: string) => Dayjs) & Record<string, unknown>;

export const fastTimezone: PluginFunc = (_options, dayjsClass, dayjsFactory) => {
  const factory = dayjsFactory as unknown as typeof dayjsFactory & { tz: ZoneFactory };
  const originalFactory = factory.tz;
  const tzFactory = ((input?: unknown, formatOrZone?: string, zone?: string) => {
    const target = zone || formatOrZone;
    if (typeof input === 'string' || !target) return originalFactory(input, formatOrZone, zone);
    return (dayjsFactory(input as Parameters<typeof dayjsFactory>[0]) as Dayjs & { tz: (zone: string) => Dayjs }).tz(target);
  }) as ZoneFactory;
  // tz.guess, tz.setDefault: the plugin's own, on the new function too.
  factory.tz = Object.assign(tzFactory, originalFactory);

  const proto = dayjsClass.prototype as Dayjs & { tz: (zone?: string, keepLocalTime?: boolean) => Dayjs };
  const original = proto.tz;
  proto.tz = function tz(this: ZonedDayjs, zone?: string, keepLocalTime?: boolean): Dayjs {
    if (zone === undefined || !this.isValid()) return original.call(this, zone, keepLocalTime);
    const ms = this.valueOf();
    const wall = wallTimeIn(zone, ms);
    const offset = offsetOf(wall, ms);
    // dayjs reads |n| ≤ 16 as hours: such offsets (none since 1900 but in history) go to the original.
    if (offset !== 0 && Math.abs(offset) <= 16) return original.call(this, zone, keepLocalTime);
    if (offset === 0) {
      const utc = this.utcOffset(0, keepLocalTime) as ZonedDayjs;
      utc.$x.$timezone = zone;
      return utc;
    }
    // Built as the original builds it — the zone's wall time as a local date, then that offset keeping the wall time
    // — because moving an instant by minutes (utcOffset without keepLocalTime) is off by an hour across the
    // browser's own daylight-saving change.
    const local = new Date(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
    if (wall.year < 100) local.setFullYear(wall.year);
    let zoned = dayjsFactory(local, { locale: this.$L }).millisecond(this.millisecond()).utcOffset(offset, true) as ZonedDayjs;
    // keepLocalTime (MUI's adapter, for every date it puts in a zone): the original then moves that instant by the
    // difference of the two offsets, so the wall time is this one's — the offset read at this instant, as it reads it.
    if (keepLocalTime) zoned = zoned.add(this.utcOffset() - zoned.utcOffset(), 'minute') as ZonedDayjs;
    zoned.$x.$timezone = zone;
    return zoned;
  };
};
