import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { clearAllStorage } from '../../../lib/storage';

/** Logout: clear all local storage (keeping the colour mode), drop cached data, go to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAllStorage();
    queryClient.clear();
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
