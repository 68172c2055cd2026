import { JPEG_QUALITY, MAX_IMAGE_LONGEST_SIDE, MAX_IMAGES_PER_ROAST } from '@domain/limits';

/** The browser's limit per file before downscaling (spec §5/§9; the server caps the result at 4 MB). */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Spec core-flow §5: only image/* files of at most 10 MB are accepted, others silently skipped; files
 * beyond the remaining capacity (5 by default) are ignored.
 */
export function acceptableFiles(
  files: Iterable<File>,
  alreadySelected: number,
  max = MAX_IMAGES_PER_ROAST,
): File[] {
  const capacity = Math.max(0, max - alreadySelected);
  return Array.from(files)
    .filter((file) => file.type.startsWith('image/') && file.size <= MAX_UPLOAD_FILE_BYTES)
    .slice(0, capacity);
}

export function scaledSize(width: number, height: number, longest = MAX_IMAGE_LONGEST_SIDE) {
  const ratio = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Could not load image'));
    };
    image.src = url;
  });
}

/** Downscales so the longest side is ≤ 1200 px and re-encodes as JPEG at quality 0.7 (a data URL). */
export async function downscaleToJpeg(file: Blob): Promise<string> {
  const image = await loadImage(file);
  const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff'; // transparent PNGs become white, not black, in JPEG
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY / 100);
}

/** Processes the accepted files; a failure to load one image is only logged (spec §5). */
export async function processFiles(
  files: File[],
  encode: (file: File) => Promise<string> = downscaleToJpeg,
): Promise<string[]> {
  const results = await Promise.all(
    files.map(async (file) => {
      try {
        return await encode(file);
      } catch (error) {
        console.warn(`Skipped ${file.name}: ${error instanceof Error ? error.message : 'unreadable image'}`);
        return null;
      }
    }),
  );
  return results.filter((r): r is string => r !== null);
}
