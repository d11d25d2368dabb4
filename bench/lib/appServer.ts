import { preview, type PreviewServer } from 'vite';

/** The production build, served as `npm run test:e2e` serves it (the build's CSP expects port 4173 → API 4010). */
export async function startPreview(port = 4173): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({ preview: { port, strictPort: true }, logLevel: 'error' });
  return { url: `http://localhost:${port}`, server };
}
