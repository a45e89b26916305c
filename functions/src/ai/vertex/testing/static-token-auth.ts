// Credentials for tests: a google-auth-library client that always presents one fixed bearer token.
import { OAuth2Client } from 'google-auth-library';
import type { VertexAuthClient } from '../client';

export function staticTokenAuthClient(token: string): VertexAuthClient {
  const client = new OAuth2Client();
  // Without an expiry date the library never tries to refresh, so nothing leaves the machine.
  client.setCredentials({ access_token: token });
  return client;
}
