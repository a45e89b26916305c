// The Settings screen's values and the phone that SMS reminders go to (http/routes/settings.ts serves them).
import { phoneVerificationConfirmSchema, phoneVerificationStartSchema } from '../settings/phone';
import { settingsUpdateSchema } from '../settings/settings';
import { phoneVerificationAnswerSchema, settingsAnswerSchema } from '../settings/settings-views';
import { jsonBody, route } from './contract';

export const settingsContracts = {
  get: route({
    method: 'GET',
    path: '/settings',
    summary: "The caller's settings, with the two-factor state read from Auth",
    ids: 'self',
    checkRevoked: true,
    responses: { 200: settingsAnswerSchema },
  }),
  update: route({
    method: 'PUT',
    path: '/settings',
    summary: 'Saves the settings sent (any subset); answers all of them as stored',
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(settingsUpdateSchema),
    responses: { 200: settingsAnswerSchema },
  }),
  startPhoneVerification: route({
    method: 'POST',
    path: '/settings/phone-verification',
    summary: "Texts a code to the phone that SMS reminders are to go to, in the caller's language",
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(phoneVerificationStartSchema),
    responses: { 202: phoneVerificationAnswerSchema },
  }),
  confirmPhoneVerification: route({
    method: 'POST',
    path: '/settings/phone-verification/confirm',
    summary: 'Checks the texted code; a right one saves the phone as verified and turns SMS reminders on',
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(phoneVerificationConfirmSchema),
    responses: { 200: settingsAnswerSchema },
  }),
};
