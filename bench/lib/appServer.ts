import { preview, type PreviewServer } from 'vite';

/** Where the benchmark builds the app: its own folder, so `dist/` (the demo's, the suite's) is never clobbered. */
export const benchBuildDir = 'bench/.build';

/** The benchmark's production build, served as `vite preview` serves it. */
export async function startPreview(port: number, outDir = benchBuildDir): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' });
  return { url: `http://localhost:${port}`, server };
}
