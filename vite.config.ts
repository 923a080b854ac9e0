import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: dir('./client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@client': dir('./client'), '@shared': dir('./shared') },
  },
  server: {
    port: 5173,
    // In development the API server runs beside Vite; the browser talks to one origin.
    proxy: { '/api': apiTarget, '/media': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: dir('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
