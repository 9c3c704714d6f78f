/** The profile API's texts (docs/decisions/0004-accounts-api-contract.md). */
export const ProfileMessages = {
  fetched: 'Profile fetched successfully.',
  updated: 'Profile updated successfully.',
  clubChanged: 'Your club has been changed.',
} as const;
