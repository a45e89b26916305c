// Who a signed-in user is to the product. Everyone is an applicant of their own data; an expert is an account an
// administrator granted the `role: "expert"` custom claim (`npm run admin -- grant-expert <email>`). The API and the
// socket read the role from the verified ID token only, never from a request.

export const USER_ROLES = ['applicant', 'expert'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The custom claim that carries the role, and its value for experts. */
export const ROLE_CLAIM = 'role';
export const EXPERT_ROLE: UserRole = 'expert';

/** The role a decoded token's claims give: expert only for exactly `role: "expert"`. */
export const roleFromClaims = (claims: Readonly<Record<string, unknown>>): UserRole =>
  claims[ROLE_CLAIM] === EXPERT_ROLE ? 'expert' : 'applicant';
