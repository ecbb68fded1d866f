import sharp from 'sharp';

// sharp as the portal uses it: every photo is decoded, re-encoded once and stored, so libvips'
// operation cache (up to 50 MB per worker by default) never finds a repeat; it only held memory.
sharp.cache(false);

export default sharp;
export type { OutputInfo } from 'sharp';
