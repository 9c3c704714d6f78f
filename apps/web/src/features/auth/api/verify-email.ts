import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmailVerifiedSchema, type ApiEnvelope, type EmailVerified } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

export interface EmailVerification {
  verified: boolean;
  message: string;
  /** On a verified link: whom it verified, whether earlier, and their club. */
  account: EmailVerified | null;
}

/** GET /verify-email/{uuid}/: verified when the HTTP status is 200 (SPEC.md section 8). */
export async function verifyEmail(uuid: string, signal?: AbortSignal): Promise<EmailVerification> {
  const response = await api.get<ApiEnvelope<unknown>>(
    `/verify-email/${encodeURIComponent(uuid)}/`,
    { signal },
  );
  const verified = response.status === 200;
  const account = verified ? EmailVerifiedSchema.safeParse(response.body.data) : null;
  return {
    verified,
    message: response.body.message,
    account: account?.success ? account.data : null,
  };
}

export const verifyEmailQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', uuid],
    queryFn: ({ signal }) => verifyEmail(uuid, signal),
    // A link works once: never ask again for the same uuid while the app is open.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (uuid: string | null) =>
  useQuery({ ...verifyEmailQueryOptions(uuid ?? ''), enabled: uuid !== null });
