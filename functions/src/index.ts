import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 120 }, createApp());
