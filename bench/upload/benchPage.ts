/**
 * Uploads the same file from the page to the mock's upload host twice: through the app's own
 * putFile (progress, stall watchdog, abort) and through a bare XMLHttpRequest PUT, the most a
 * browser page can do. Alternating the order keeps either side from always running warm.
 */
import { putFile } from '../../src/features/importWizard/upload/putFile';

export interface UploadBenchResult {
  bytes: number;
  appMs: number[];
  bareMs: number[];
}

const bareXhrPut = (url: string, file: Blob) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`bare PUT answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('bare PUT: network error'));
    xhr.send(file);
  });

const timed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * The file is one on disk, chosen through the page's file input, as a merchant's is: Chromium
 * sends it from disk. (A gigabyte made in the page's memory is not what merchants upload, and
 * Chromium's in-memory blob storage may refuse to send one that large.)
 */
async function runUploadBench({ appUrls, bareUrls }: { appUrls: string[]; bareUrls: string[] }): Promise<UploadBenchResult> {
  const file = (document.getElementById('file') as HTMLInputElement).files?.[0];
  if (!file) throw new Error('Choose the file to upload first (the section sets the file input).');
  const appMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < appUrls.length; i++) {
    const app = () => timed(() => putFile(appUrls[i]!, file, { onProgress: () => undefined }));
    const bare = () => timed(() => bareXhrPut(bareUrls[i]!, file));
    if (i % 2 === 0) {
      appMs.push(await app());
      bareMs.push(await bare());
    } else {
      bareMs.push(await bare());
      appMs.push(await app());
    }
  }
  return { bytes: file.size, appMs, bareMs };
}

declare global {
  interface Window {
    runUploadBench: typeof runUploadBench;
  }
}
window.runUploadBench = runUploadBench;
document.getElementById('out')!.textContent = 'ready';
