import { useSearchParams } from 'react-router';

/** The ?role_id= of the role pages, or null when it is not a database id. */
export function useRoleIdParam(): string | null {
  const [params] = useSearchParams();
  const id = params.get('role_id') ?? '';
  return /^\d{1,18}$/.test(id) ? id : null;
}
