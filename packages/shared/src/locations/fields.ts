import { z } from 'zod';
import { isRealDate } from '../booking/availability';
import { centsToDecimal, decimalToCents } from '../booking/pricing';
import { DAY_MINUTES, minutesOf, SLOT_MINUTES, type OpeningHours } from '../booking/time-slots';
import {
  EMAIL_PATTERN,
  idField,
  PHONE_MAX_DIGITS,
  PHONE_MIN_LENGTH,
  plainText,
} from '../validation/fields';
import { FieldLabels as L } from '../validation/labels';
import { TextLimits } from '../validation/limits';
import { LocationMessages, WEEKDAY_NAMES } from './messages';

/** Empty form values ('' from a multipart field, or null) mean "not given". */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/**
 * An optional field: absent, null or blank is "not given" (undefined), anything else must pass.
 * Kept apart from defaults on purpose: an update changes only the fields it names.
 */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()).optional();

/** A required field: absent, null or blank gives `message`, anything else must pass `schema`. */
export const requiredField = <T extends z.ZodType>(message: string, schema: T) =>
  z.preprocess(blankToUndefined, z.custom<unknown>((v) => v !== undefined, message).pipe(schema));

interface TextOptions {
  /** Names the field in the messages this builder writes itself ("City must be text."). */
  label: string;
  max: number;
  maxMessage: string;
  /** Set for a required field: its message when empty. */
  requiredMessage?: string;
}

/** Trimmed text without control characters. Numbers are taken as their text; null and absent read as empty. */
export const textField = ({ label, max, maxMessage, requiredMessage }: TextOptions) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null
        ? ''
        : typeof v === 'string'
          ? v.trim()
          : typeof v === 'number'
            ? String(v)
            : v,
    plainText(label)
      .min(requiredMessage ? 1 : 0, requiredMessage)
      .max(max, maxMessage),
  );

/**
 * A whole number in its range, or null (or blank, in a form) for none. Left out, it keeps its
 * value.
 */
export const nullableWholeNumberField = (range: { min: number; max: number }, message: string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .union([z.number(), z.string()], message)
        .transform(Number)
        .pipe(z.number(message).int(message).min(range.min, message).max(range.max, message))
        .nullable(),
    )
    .optional();

export const PERCENT_MAX_BASIS_POINTS = 10_000;
/** The largest hourly fee a court may have, in cents (100 000.00). */
export const COURT_FEE_MAX_CENTS = 10_000_000;

/**
 * A non-negative decimal with at most 2 decimals, as a number or text, up to `maxHundredths`
 * (its value × 100). Answers the canonical text with two decimals: 8.5 → "8.50".
 */
const decimalField = (maxHundredths: number, message: string) =>
  z.union([z.string(), z.number()], message).transform((value, ctx) => {
    const hundredths =
      typeof value === 'number' && !Number.isFinite(value) ? undefined : decimalToCents(value);
    if (hundredths === undefined || hundredths > maxHundredths) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return centsToDecimal(hundredths);
  });

/** A percentage 0-100 with at most 2 decimals ("8.25" or 8.25) → "8.25". */
export const percentField = (message: string) =>
  decimalField(PERCENT_MAX_BASIS_POINTS, message).meta({
    description: 'A percentage from 0 to 100 with at most 2 decimals, as text or a number.',
    example: '8.25',
  });

/** A money amount ≥ 0 with at most 2 decimals ("45.5" or 45.5) → "45.50". */
export const moneyField = (message: string, maxCents = COURT_FEE_MAX_CENTS) =>
  decimalField(maxCents, message);

/** "8.25" → 825 basis points; the inverse of `basisPointsToPercentText`. */
export const percentTextToBasisPoints = (percent: string): number => {
  const bp = decimalToCents(percent);
  if (bp === undefined) throw new RangeError(`not a percentage: ${percent}`);
  return bp;
};

/** 825 basis points → "8.25" (how the API writes percentages). */
export const basisPointsToPercentText = (bp: number): string => centsToDecimal(bp);

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** A yes/no value: a boolean, or its text as a form sends it ("true", "False", "1", "on"…). */
export const flagField = (message: string) =>
  z
    .union([z.boolean(), z.string()], message)
    .meta({ description: 'true or false (a form may send the text).' })
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

let listedZones: Map<string, string> | undefined;

/**
 * The name to store for an IANA time zone, or undefined when it is not one. Names listed by
 * `Intl.supportedValuesOf('timeZone')` are taken in their listed spelling (any letter case);
 * other names this runtime accepts (UTC, or newer aliases such as Asia/Kolkata on an older ICU)
 * as the runtime names them.
 */
export function canonicalTimeZone(value: string): string | undefined {
  const name = value.trim();
  if (!name) return undefined;
  listedZones ??= new Map(
    (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map(
      (zone) => [zone.toLowerCase(), zone],
    ),
  );
  const listed = listedZones.get(name.toLowerCase());
  if (listed) return listed;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    // Offsets such as "+05:00" are accepted by newer engines but are not places with DST rules.
    return /^[A-Za-z]/.test(resolved) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

export const timeZoneField = () =>
  z
    .string(LocationMessages.timeZoneRequired)
    .trim()
    .min(1, LocationMessages.timeZoneRequired)
    .max(TextLimits.timeZone, LocationMessages.timeZoneInvalid)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: LocationMessages.timeZoneInvalid });
        return z.NEVER;
      }
      return zone;
    });

let currencies: Set<string> | undefined;

/** An ISO 4217 code this runtime knows ("usd" → "USD"). */
export const currencyField = () =>
  z
    .string(LocationMessages.currencyInvalid)
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((code) => {
      currencies ??= new Set(
        typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
      );
      return /^[A-Z]{3}$/.test(code) && (currencies.size === 0 || currencies.has(code));
    }, LocationMessages.currencyInvalid);

export const optionalEmailField = () =>
  textField({
    label: L.email,
    max: TextLimits.email,
    maxMessage: LocationMessages.emailInvalid,
  }).refine((v) => v === '' || EMAIL_PATTERN.test(v), LocationMessages.emailInvalid);

export const optionalPhoneField = () =>
  textField({
    label: L.phone,
    max: TextLimits.phone,
    maxMessage: LocationMessages.phoneInvalid,
  }).refine(
    (v) =>
      v === '' ||
      (v.length >= PHONE_MIN_LENGTH &&
        v.replace(/\D/g, '').length <= PHONE_MAX_DIGITS &&
        /^[\d\s()+.-]+$/.test(v)),
    LocationMessages.phoneInvalid,
  );

export const optionalWebsiteField = () =>
  textField({
    label: L.website,
    max: TextLimits.website,
    maxMessage: LocationMessages.websiteInvalid,
  }).refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, LocationMessages.websiteInvalid);

const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
const isWeekdayKey = (key: string): key is WeekdayKey =>
  (WEEKDAY_KEYS as readonly string[]).includes(key);

const GRID_TIME = /^(\d{2}):(\d{2})(?::00)?$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes → "HH:mm" ("24:00" for the end of the day). */
export const hhmmOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "HH:mm" (or "HH:mm:00") on the half-hour grid → minutes; undefined otherwise. */
export function gridMinutes(value: unknown, allowEndOfDay: boolean): number | undefined {
  if (typeof value !== 'string' || !GRID_TIME.test(value.trim())) return undefined;
  const minutes = minutesOf(value.trim());
  if (Number.isNaN(minutes) || minutes % SLOT_MINUTES !== 0) return undefined;
  if (minutes > DAY_MINUTES || (!allowEndOfDay && minutes === DAY_MINUTES)) return undefined;
  return minutes;
}

const parseJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * Opening hours per weekday: `{ "1": { "open": "08:00", "close": "22:00" }, … }` (0 = Sunday),
 * as an object or its JSON text (a form field). A weekday that is missing or null is closed; an
 * empty object means always open. Times are on the half-hour grid and "24:00" may close a day.
 */
export const openingHoursField = () =>
  z.preprocess(parseJsonText, z.unknown()).transform((raw, ctx): OpeningHours => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return fail(LocationMessages.openingHoursInvalid);
    }
    const hours: OpeningHours = {};
    for (const [key, day] of Object.entries(raw)) {
      if (!isWeekdayKey(key)) return fail(LocationMessages.openingHoursInvalid);
      if (day === null) continue;
      if (typeof day !== 'object' || Array.isArray(day))
        return fail(LocationMessages.openingHoursInvalid);
      const { open, close } = day as { open?: unknown; close?: unknown };
      const name = WEEKDAY_NAMES[Number(key)] ?? key;
      const openMinutes = gridMinutes(open, false);
      const closeMinutes = gridMinutes(close, true);
      if (openMinutes === undefined || closeMinutes === undefined) {
        return fail(LocationMessages.openingTimeInvalid(name));
      }
      if (closeMinutes <= openMinutes) return fail(LocationMessages.closeAfterOpen(name));
      hours[key] = { open: hhmmOf(openMinutes), close: hhmmOf(closeMinutes) };
    }
    return hours;
  });

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::00)?$/;

/** A local date and time at a location, split: `{ date: "2030-05-01", minutes: 480 }`. */
export function splitLocalDateTime(value: string): { date: string; minutes: number } {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match?.[1] || !match[2]) throw new RangeError(`not a local date-time: ${value}`);
  return { date: match[1], minutes: minutesOf(match[2]) };
}

/** A local date and time on the half-hour grid ("2030-05-01T08:00") → that text, normalised. */
export const localDateTimeField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const match = LOCAL_DATE_TIME.exec(value);
      const minutes = match?.[2] === undefined ? undefined : gridMinutes(match[2], false);
      if (!match?.[1] || !isRealDate(match[1]) || minutes === undefined) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return `${match[1]}T${hhmmOf(minutes)}`;
    });

/** A record id in a path: the one id rule, with the path's message. */
export const idParam = () => idField(LocationMessages.idInvalid);

/** The path of a route that names one record: `/…/:id/`. */
export const IdParamsSchema = z.object({ id: idParam() });
