import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { clearAllStorage } from '../../../lib/storage';
import { logout } from '../api/logout';

/**
 * Logout: tell the API to revoke the account's tokens (fire and forget: a failure must not keep
 * anyone logged in here), then clear all local storage (keeping the colour mode), drop cached
 * data and go to /.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    // The request reads the token before it is cleared below.
    logout().catch(() => {
      // Already logged by the API client; the local session ends regardless.
    });
    clearAllStorage();
    queryClient.clear();
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
