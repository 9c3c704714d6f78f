import { fieldLabel } from './labels';
import { FieldMessages as F } from './messages';

/**
 * A validator's issue as zod reports it, without its message: the code and the facts that go
 * with it (what type was wanted, the limit, the format, the allowed values).
 */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: unknown;
  divisor?: unknown;
  keys?: unknown;
  values?: unknown;
}

export interface IssueContext {
  /** The value the issue is about, when known: absent or null reads as "is required". */
  value?: unknown;
  /** Whether `value` is known; without it, a wrong type is not taken for a missing value. */
  valueKnown?: boolean;
  /** What names the whole input when the path is empty ("The request body"). */
  rootLabel?: string;
}

/** "Court (item 2)" for ['courts', 1, 'court_id']; the root's label for []. */
export function pathLabel(path: readonly PropertyKey[], rootLabel = 'The request'): string {
  const isIndex = (part: PropertyKey) => typeof part === 'number' || /^\d+$/.test(String(part));
  const fromEnd = [...path].reverse();
  const key = fromEnd.find((part) => typeof part === 'string' && !isIndex(part));
  const index = fromEnd.find(isIndex);
  if (key === undefined) {
    return index === undefined ? rootLabel : `Item ${Number(index) + 1}`;
  }
  const label = fieldLabel(String(key));
  return index === undefined ? label : `${label} (item ${Number(index) + 1})`;
}

const text = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';

function typeMessage(label: string, expected: unknown): string {
  switch (expected) {
    case 'string':
      return F.text(label);
    case 'number':
    case 'bigint':
      return F.number(label);
    case 'int':
      return F.wholeNumber(label);
    case 'boolean':
      return F.trueOrFalse(label);
    case 'array':
    case 'tuple':
    case 'set':
      return F.list(label);
    case 'object':
    case 'record':
    case 'map':
      return F.object(label);
    case 'file':
      return F.file(label);
    default:
      return F.notValid(label);
  }
}

function sizeMessage(issue: ValidationIssue, label: string, big: boolean): string {
  const limit = text(big ? issue.maximum : issue.minimum);
  if (!limit) return F.notValid(label);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (big) return F.maxCharacters(label, limit);
      return issue.minimum === 1 ? F.required(label) : F.minCharacters(label, limit);
    case 'array':
    case 'set':
    case 'map':
      return big ? F.maxItems(label, limit) : F.minItems(label, limit);
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return inclusive ? F.atMost(label, limit) : F.below(label, limit);
      return inclusive ? F.atLeast(label, limit) : F.above(label, limit);
    default:
      return F.notValid(label);
  }
}

function formatMessage(label: string, format: unknown): string {
  if (format === 'email') return F.email(label);
  if (format === 'url') return F.webAddress(label);
  return F.notValid(label);
}

const listOf = (values: unknown) =>
  Array.isArray(values)
    ? values.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)))).join(', ')
    : '';

/**
 * A plain sentence for a validator's issue, naming the field by its label: what a client is told
 * when the schema gave no message of its own (never the library's "Invalid input: expected …").
 */
export function plainIssueMessage(issue: ValidationIssue, context: IssueContext = {}): string {
  const label = pathLabel(issue.path, context.rootLabel);
  const missing = context.valueKnown === true && (context.value ?? null) === null;
  switch (issue.code) {
    case 'invalid_type':
      return missing && issue.path.length > 0
        ? F.required(label)
        : typeMessage(label, issue.expected);
    case 'too_big':
      return sizeMessage(issue, label, true);
    case 'too_small':
      return sizeMessage(issue, label, false);
    case 'invalid_format':
      return formatMessage(label, issue.format);
    case 'not_multiple_of':
      return text(issue.divisor) ? F.multipleOf(label, text(issue.divisor)) : F.notValid(label);
    case 'invalid_value': {
      const values = listOf(issue.values);
      return values ? F.oneOf(label, values) : F.notValid(label);
    }
    case 'unrecognized_keys': {
      const keys = listOf(issue.keys);
      return keys ? F.unknownFields(keys) : F.notValid(label);
    }
    default:
      return missing && issue.path.length > 0 ? F.required(label) : F.notValid(label);
  }
}
