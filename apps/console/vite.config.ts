import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Node's fetch needs absolute URLs; jsdom's page lives at http://localhost:3000.
    env: { VITE_API_BASE_URL: 'http://localhost:3000/api' },
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
