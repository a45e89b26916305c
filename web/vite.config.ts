import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      ...Object.fromEntries(
        ['database', 'firestore', 'functions', 'remote-config', 'storage'].map((product) => [
          `firebase/${product}`,
          fileURLToPath(new URL('./src/lib/firebase-unused/products.ts', import.meta.url)),
        ]),
      ),
    },
    // `@/` and `@shared/` are declared once, in web/tsconfig.json, and read from there.
    tsconfigPaths: true,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev`: the API stays behind the Hosting emulator, as in production.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
