/**
 * The longest text each stored field takes, in characters: the database's varchar columns
 * (apps/api/src/db/schema) and the schemas' checks read these same numbers, so a value the
 * schemas let through always fits its column.
 */
export const TextLimits = {
  /** RFC 5321's longest address. */
  email: 254,
  /** First and last names. */
  personName: 100,
  /** As typed or formatted ("+1 (702) 123-4567"). */
  phone: 20,
  /** ISO 3166-1 alpha-2. */
  country: 2,
  locationName: 200,
  addressLine: 200,
  city: 100,
  state: 100,
  website: 300,
  /** IANA names are far shorter; the column leaves room. */
  timeZone: 64,
  /** ISO 4217. */
  currency: 3,
  /** A payment provider's id (Stripe's pi_…, or the local provider's). */
  paymentReference: 255,
  /** The local test provider's client secret. */
  clientSecret: 128,
  /** Why staff refunded a payment, shown on the receipt and the player's email. */
  refundReason: 300,
} as const;
