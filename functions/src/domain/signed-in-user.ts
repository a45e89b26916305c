import type { UserRole } from '../shared/account/roles';

/** Who is asking, as the verified ID token says: the only identity services act for. */
export interface SignedInUser {
  uid: string;
  /** From the token's custom claims (shared/account/roles.ts); an expert is also the applicant of their own data. */
  role: UserRole;
  email?: string;
  name?: string;
  picture?: string;
  /** When the user last signed in (seconds since the epoch): account deletion asks for a recent one. */
  authTime?: number;
}
