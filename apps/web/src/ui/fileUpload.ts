/** The largest document the portal uploads (file/upload refuses more). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** A picked file's content as base64 (what file/upload takes), without the data URL's prefix. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}
