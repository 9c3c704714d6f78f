import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { NetworkError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkSession, sessionCheckQueryKey } from '../api/check-session';

/**
 * Once per token, at start: ask the API whether the stored token still works (SPEC.md section 4).
 * token_not_valid → session cleared and back to /; no answer at all → back to /.
 * Any other answer (200, or 404 before the profile endpoint exists) changes nothing.
 */
export function useSessionCheck(): void {
  const { token } = useSession();
  const navigate = useNavigate();
  useQuery({
    queryKey: sessionCheckQueryKey(token),
    queryFn: async ({ signal }) => {
      // Navigating from here, not from an effect: clearing the token changes the query key,
      // so an effect watching this query's result would never see the 'invalid' answer.
      const goHome = () => void navigate(paths.home.getHref(), { replace: true });
      try {
        const status = await checkSession(signal);
        if (status === 'invalid') goHome();
        return status;
      } catch (error) {
        if (error instanceof NetworkError) goHome();
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Nothing here reads the answer: the layout that runs this check need not re-render (with
    // the whole page inside it) when it arrives.
    notifyOnChangeProps: [],
  });
}
