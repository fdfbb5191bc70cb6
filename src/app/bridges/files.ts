// Saving a text file to the phone and reading one the player picks.

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
}

/** Offers any blob (a game file, a picture) as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads a picked file as text; null when it cannot be read. */
export async function readTextFile(file: File): Promise<string | null> {
  try {
    return await file.text();
  } catch {
    return null;
  }
}
