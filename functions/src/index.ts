import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from './config';
import { createApp } from './http/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// `cors` here too: without it the Functions emulator allows every origin before Express runs.
// 1 GiB: document review runs an OCR worker and a PDF reader process beside the API (docs/ARCHITECTURE.md).
export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, cors: config.allowedOrigins }, createApp());
