// Signing in: the profile the web registers after each sign-in, and the token check (http/routes/users.ts serves them).
import { registeredUserSchema, verifiedUserSchema } from '../account/account-views';
import { registrationSchema } from '../account/account-inputs';
import { jsonBody, route } from './contract';

export const usersContracts = {
  register: route({
    method: 'POST',
    path: '/users',
    summary: "Creates or refreshes the caller's profile after a sign-in; a new device is recorded in the security activity",
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(registrationSchema),
    responses: { 200: registeredUserSchema },
  }),
  verify: route({
    method: 'GET',
    path: '/verify',
    summary: 'Who the token names, and their profile (null before the first sign-in is registered)',
    ids: 'self',
    checkRevoked: true,
    responses: { 200: verifiedUserSchema },
  }),
};
