import sharp from 'sharp';

// sharp as the portal uses it: every photo is decoded, re-encoded once and stored, so libvips'
// operation cache (up to 50 MB per worker by default) never finds a repeat; it only held memory.
sharp.cache(false);
// One libvips thread per image: there is one worker per core, so an image spread over every core
// only took them from the other worker's requests (issue 18).
sharp.concurrency(1);

export default sharp;
export type { OutputInfo } from 'sharp';
