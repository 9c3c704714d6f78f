import { useLocation } from 'react-router';
import { readEmailState } from '../lib/nav-state';

/** The email the previous recovery step passed on in navigation state, or null. */
export const useNavigationEmail = (): string | null => readEmailState(useLocation().state);
