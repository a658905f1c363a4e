// Width and height of an accepted image, as it is shown: sharp (libvips) reads the header without
// decoding the pixels, and turns the size when the photo's EXIF orientation says it stands upright.
// A missing size is shown as unknown: it never refuses an image that passed the format check.
import sharp from "sharp";

export type Dimensions = { width: number; height: number };

export async function readDimensions(bytes: Uint8Array): Promise<Dimensions | null> {
  try {
    const { width, height, autoOrient } = await sharp(bytes).metadata();
    const shown = autoOrient ?? { width, height };
    return shown.width > 0 && shown.height > 0 ? { width: shown.width, height: shown.height } : null;
  } catch {
    return null;
  }
}
