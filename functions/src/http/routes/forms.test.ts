// GET /goals, in-process: the goals are facts of the product, the same for every signed-in user, in their language.
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: the goals need no data access (see ../testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import { app, authed, expectNoBackendReached } from '../testing/in-process-app';

afterAll(expectNoBackendReached);

describe('GET /goals', () => {
  it('lists the goals with their forms, in English by default', async () => {
    const res = await authed('get', '/api/goals');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      goals: [
        {
          goalId: 'marriage-adjustment',
          title: 'Green card through marriage to a U.S. citizen, inside the U.S.',
          forms: ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693', 'I-765', 'I-131'],
        },
        { goalId: 'remove-conditions', title: 'Remove the conditions on a green card from marriage', forms: ['I-751'] },
        { goalId: 'green-card-replacement', title: 'Replace or renew a green card', forms: ['I-90'] },
        { goalId: 'naturalization', title: 'Become a U.S. citizen (naturalization)', forms: ['N-400'] },
        { goalId: 'fiance-petition', title: 'Bring your fiancé(e) to the United States (K-1 visa)', forms: ['I-129F'] },
        { goalId: 'extend-stay', title: 'Extend your stay or change your status', forms: ['I-539'] },
      ],
    });
  });

  it('answers in the language asked for', async () => {
    const res = await authed('get', '/api/goals').set('Accept-Language', 'es');
    expect(res.body.goals[0].title).toBe('Green card por matrimonio con un ciudadano estadounidense, estando en EE. UU.');
  });

  it('needs a signed-in user', async () => {
    expect((await request(app).get('/api/goals')).status).toBe(401);
  });
});
