import { multipartBody } from './images';

/**
 * The bad requests the bad-input test sends to each route, built from the route's OpenAPI entry
 * and the request its route case makes.
 */

export interface OpenApiSchema {
  type?: string;
  format?: string;
  maxLength?: number;
  anyOf?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

export interface Attempt {
  label: string;
  /** Must be refused (4xx). Otherwise it may be accepted (an ignored field, a harmless query value). */
  strict?: boolean;
  url: string;
  payload?: string | object | Buffer;
  contentType?: string;
}

type Body = Record<string, unknown>;

export const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  'true',
  '1e3',
  '2147483648',
  '99999999999',
  '99999999999999999999',
  "1' OR '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x'.repeat(2_000),
];
/** Ids a database integer cannot hold (2³¹ and up), and values that are not ids at all. */
const OUT_OF_RANGE_IDS = [2_147_483_648, 99_999_999_999];
const NOT_IDS: unknown[] = [true, 1.5, '1e3', 0, -1];
const BAD_QUERY_VALUES = [
  'abc',
  '-1',
  '9'.repeat(30),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
  '2026-02-30',
  '../../etc/passwd',
];
/** Text with control characters: PostgreSQL refuses NUL in text. */
const NUL_TEXT = ['Ann\u0000Lee', '\u0000', 'Ann\u0007\u001b[2J'];
const HOSTILE_TEXT = [
  "Robert'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
const HUGE = 'x'.repeat(100_000);
const WRONG_TYPES: [string, unknown][] = [
  ['a boolean', true],
  ['a number', 12_345],
  ['an object', { $gt: '' }],
  ['a list', [1, 2]],
];

/** Names of fields that hold a record id (one, or a list of them). */
const ID_FIELD = /^(id|location|.+_id|closureId)$/;
const ID_LIST_FIELD = /_ids$/;

/** A field that takes text: a string, but not a file, and not one the API ignores ({}). */
const isTextField = (schema: OpenApiSchema | undefined) =>
  schema?.type === 'string' && schema.format !== 'binary';

function pathAttempts(pattern: string, url: string, body: unknown): Attempt[] {
  const patternParts = pattern.split('/');
  const urlParts = url.split('?')[0]!.split('/');
  return patternParts.flatMap((part, index) =>
    part.startsWith('{')
      ? BAD_IDS.map((bad) => {
          const parts = [...urlParts];
          parts[index] = bad;
          return {
            label: `${part}=${bad.slice(0, 20)}`,
            url: parts.join('/'),
            payload: body as object,
            strict: true,
          };
        })
      : [],
  );
}

function queryAttempts(op: OpenApiOperation, urlPath: string): Attempt[] {
  const query = (name: string, value: string, strict = false) => ({
    label: `?${name}=${JSON.stringify(value.slice(0, 20))}`,
    url: `${urlPath}?${name}=${encodeURIComponent(value)}`,
    strict,
  });
  return (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .flatMap((param) => [
      // Reads: never 5xx, nothing changes.
      ...BAD_QUERY_VALUES.map((bad) => query(param.name, bad)),
      ...NUL_TEXT.map((bad) => query(param.name, bad, true)),
      ...(ID_FIELD.test(param.name)
        ? [...OUT_OF_RANGE_IDS.map(String), 'true', '1e3'].map((bad) =>
            query(param.name, bad, true),
          )
        : []),
    ]);
}

/** Wrong shapes, types, sizes and text in every field of a JSON body. */
function jsonBodyAttempts(schema: OpenApiSchema, url: string, base: Body): Attempt[] {
  const attempts: Attempt[] = [
    { label: 'malformed JSON', url, payload: '{"email":', contentType: 'application/json' },
    { label: 'text/plain body', url, payload: 'hello', contentType: 'text/plain' },
    { label: 'XML body', url, payload: '<a>1</a>', contentType: 'application/xml' },
    { label: 'JSON array', url, payload: [] },
    { label: 'JSON string', url, payload: '"text"', contentType: 'application/json' },
    { label: '2 MB body', url, payload: { ...base, padding: 'x'.repeat(2 * 1024 * 1024) } },
  ].map((attempt) => ({ ...attempt, strict: true }));
  // Updates whose every field is optional may take an empty body.
  attempts.push({
    label: 'empty object',
    url,
    payload: {},
    strict: Boolean(schema.required?.length),
  });

  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    const withValue = (label: string, value: unknown, strict = false): Attempt => ({
      label: `${field} ${label}`,
      url,
      payload: { ...base, [field]: value },
      strict,
    });
    attempts.push(withValue('100k chars', HUGE));
    for (const [label, value] of WRONG_TYPES) attempts.push(withValue(`as ${label}`, value));
    if (isTextField(fieldSchema)) {
      for (const text of NUL_TEXT) attempts.push(withValue(`=${JSON.stringify(text)}`, text, true));
    }
    if (ID_FIELD.test(field)) {
      for (const id of [...OUT_OF_RANGE_IDS, ...NOT_IDS]) {
        attempts.push(withValue(`=${JSON.stringify(id)}`, id, true));
      }
    }
    if (ID_LIST_FIELD.test(field)) {
      for (const id of OUT_OF_RANGE_IDS) attempts.push(withValue(`=[${id}]`, [id], true));
    }
  }
  return [...attempts, ...nestedAttempts(url, base)];
}

/** Lists of objects in the example body (a price configuration's courts): bad text and ids inside. */
function nestedAttempts(url: string, base: Body): Attempt[] {
  return Object.entries(base).flatMap(([field, value]) => {
    const first = Array.isArray(value) ? (value[0] as unknown) : undefined;
    if (typeof first !== 'object' || first === null) return [];
    const item = first as Body;
    const withInner = (key: string, inner: unknown): Attempt => ({
      label: `${field}[0].${key}=${JSON.stringify(inner)}`,
      url,
      payload: { ...base, [field]: [{ ...item, [key]: inner }] },
      strict: true,
    });
    return Object.entries(item).flatMap(([key, inner]) => [
      ...(typeof inner === 'string' ? NUL_TEXT.map((text) => withInner(key, text)) : []),
      ...(ID_FIELD.test(key) ? [...OUT_OF_RANGE_IDS, true].map((id) => withInner(key, id)) : []),
    ]);
  });
}

/** Multipart bodies cut short or garbled, and control characters in each text field of a form. */
function multipartAttempts(schema: OpenApiSchema, url: string, base: Body): Attempt[] {
  const fields = Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const form = (label: string, values: Record<string, string>): Attempt => {
    const { payload, headers } = multipartBody(values);
    return { label, url, payload, contentType: headers['content-type'], strict: true };
  };
  const whole = form('form', fields);
  const text = (whole.payload as Buffer).toString('latin1');
  const closing = text.lastIndexOf('--\r\n');
  const cut = (label: string, body: string, contentType = whole.contentType): Attempt => ({
    label: `form ${label}`,
    url,
    payload: Buffer.from(body, 'latin1'),
    contentType,
    strict: true,
  });
  // (A body with no boundary line at all reads as an empty form, as a browser never sends one.)
  const attempts = [
    cut('without its closing boundary', text.slice(0, text.lastIndexOf('\r\n--'))),
    cut('cut inside a part', text.slice(0, Math.floor(closing / 2))),
    cut('without a boundary', text, 'multipart/form-data'),
  ];
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (!isTextField(fieldSchema)) continue;
    for (const value of NUL_TEXT) {
      attempts.push(form(`form ${field}=${JSON.stringify(value)}`, { ...fields, [field]: value }));
    }
  }
  return attempts;
}

/** SQL and script text may be valid text (a name can contain a quote): never a 5xx. */
function hostileAttempts(method: string, url: string, base: Body): Attempt[] {
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return [];
  return Object.entries(base)
    .filter(([, value]) => typeof value === 'string')
    .flatMap(([field]) =>
      HOSTILE_TEXT.map((text) => ({
        label: `${field}=${text.slice(0, 16)}`,
        url,
        payload: { ...base, [field]: text },
      })),
    );
}

/** Every bad request for one route (`POST /api/…/{id}/`), given a request that reaches it. */
export function attemptsFor(
  route: string,
  op: OpenApiOperation,
  request: { url: string; payload?: unknown },
): Attempt[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const { url, payload } = request;
  const base = (payload ?? {}) as Body;
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  return [
    ...pathAttempts(pattern, url, payload),
    ...queryAttempts(op, url.split('?')[0]!),
    ...(jsonSchema ? jsonBodyAttempts(jsonSchema, url, base) : []),
    ...(formSchema ? multipartAttempts(formSchema, url, base) : []),
    ...hostileAttempts(method, url, base),
  ];
}

/** Words of a validator's default texts, and `NaN`: none may reach a client. */
const LIBRARY_TEXT = /Invalid input|expected|received|NaN/;
/** A message that starts with a raw field path ("first_name: …") rather than its label. */
const RAW_FIELD = /^[a-z_][\w.]*: /;

/** What is wrong with an answer to bad input, if anything. */
export function problemWith(res: { statusCode: number; body: string }, strict: boolean) {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400) {
    return strict ? `accepted with ${res.statusCode}: ${res.body.slice(0, 120)}` : undefined;
  }
  let envelope: { code?: unknown; message?: unknown; errors?: unknown };
  try {
    envelope = JSON.parse(res.body) as typeof envelope;
  } catch {
    return `answered ${res.statusCode} without JSON: ${res.body.slice(0, 80)}`;
  }
  const codeOk = envelope.code === res.statusCode || envelope.code === 'token_not_valid';
  if (!codeOk || typeof envelope.message !== 'string' || envelope.message.length === 0) {
    return `answered ${res.statusCode} without the envelope: ${res.body.slice(0, 120)}`;
  }
  const texts: unknown[] = [
    envelope.message,
    ...(Array.isArray(envelope.errors) ? (envelope.errors as unknown[]) : []),
  ];
  const raw = texts.find(
    (text) => typeof text !== 'string' || LIBRARY_TEXT.test(text) || RAW_FIELD.test(text),
  );
  return raw === undefined ? undefined : `answered with a validator's text: ${JSON.stringify(raw)}`;
}

/** One text field of a body at a given length: exactly its limit, or one past it. */
export interface LengthAttempt extends Attempt {
  field: string;
  length: number;
  /** One past the limit: must answer 400 with the problem in `errors`. */
  past: boolean;
}

/**
 * Text of exactly `length` characters that is otherwise valid for the field where that is easy
 * (an email address, a web address, a phone number), so the length is what gets tested.
 */
export function textOfLength(field: string, length: number): string {
  if (/email/.test(field)) {
    const head = `l${Math.random().toString(16).slice(2, 10)}`;
    const domain = '@example.test';
    return `${head}${'a'.repeat(Math.max(0, length - head.length - domain.length))}${domain}`;
  }
  if (field === 'website') {
    const prefix = 'https://example.test/';
    return `${prefix}${'x'.repeat(Math.max(0, length - prefix.length))}`;
  }
  if (field === 'phone' && length >= 12) return `+1${' '.repeat(length - 12)}2155550100`;
  return `A${'x'.repeat(length - 1)}`;
}

/**
 * Every text field of every body a route takes (JSON and multipart, and objects nested in the
 * example body, such as a walk-in's details), at its limit and one past it. A field's limit is
 * the smaller of what the API declares (maxLength) and the length of the database column of the
 * same name (`columnLimits`, read from the database): a schema that lets through more than its
 * column holds fails here at the column's length plus one.
 */
export function lengthAttempts(
  op: OpenApiOperation,
  request: { url: string; payload?: unknown },
  columnLimits: Record<string, number>,
): LengthAttempt[] {
  const base = (request.payload ?? {}) as Body;
  const attempts: LengthAttempt[] = [];
  for (const [contentType, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
    if (!schema?.properties) continue;
    const multipart = contentType === 'multipart/form-data';
    const fields = new Set([
      ...Object.keys(schema.properties).filter((f) => isTextField(schema.properties![f])),
      ...Object.keys(base).filter((f) => typeof base[f] === 'string'),
    ]);
    const limitOf = (field: string, declared?: number) => {
      const limits = [declared, columnLimits[field]].filter((n): n is number => n !== undefined);
      return limits.length ? Math.min(...limits) : undefined;
    };
    const add = (label: string, field: string, limit: number, body: (v: string) => Body) => {
      for (const length of [limit, limit + 1]) {
        const payload = body(textOfLength(field, length));
        const form = multipart
          ? multipartBody(
              Object.fromEntries(
                Object.entries(payload).filter(
                  (e): e is [string, string] => typeof e[1] === 'string',
                ),
              ),
            )
          : undefined;
        attempts.push({
          label: `${multipart ? 'form ' : ''}${label} at ${length} characters`,
          field,
          length,
          past: length > limit,
          url: request.url,
          payload: form ? form.payload : payload,
          contentType: form ? form.headers['content-type'] : 'application/json',
        });
      }
    };
    for (const field of fields) {
      const limit = limitOf(field, schema.properties[field]?.maxLength);
      if (limit !== undefined) add(field, field, limit, (v) => ({ ...base, [field]: v }));
    }
    if (multipart) continue;
    for (const [field, value] of Object.entries(base)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const inner = value as Body;
      for (const key of Object.keys(inner).filter((k) => typeof inner[k] === 'string')) {
        const limit = limitOf(key);
        if (limit === undefined) continue;
        add(`${field}.${key}`, key, limit, (v) => ({ ...base, [field]: { ...inner, [key]: v } }));
      }
    }
  }
  return attempts;
}
