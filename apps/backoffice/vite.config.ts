import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

// The operator console, served by the server under /backoffice/.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5174,
    proxy: {
      '/wps': { target: API_TARGET, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
});
