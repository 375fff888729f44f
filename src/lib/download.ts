/**
 * Save a Blob as a file the way a link download would, without putting anything in a URL
 * beyond a short-lived object URL (paperwork PDFs need the bearer header, so no plain links).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `Paperwork-1234-FULL.pdf`: a name that says what the file is. */
export function paperworkFileName(applicationId: number, documentType: string): string {
  const safeType = documentType.replace(/[^A-Za-z0-9-]/g, '');
  return `Paperwork-${applicationId}-${safeType || 'document'}.pdf`;
}
