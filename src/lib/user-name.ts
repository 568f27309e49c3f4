import type { User } from '@/api/user/schemas';

/** A user's name as shown: first and last name, else the e-mail, else the id. */
export function userName(u: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return name || u.email || `User ${u.id}`;
}
