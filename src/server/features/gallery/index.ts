// What the rest of the server may use of gallery (docs/server-features.md).
export { findPublishedAlbum, listPublishedAlbums } from './album-rows.ts';
export { seedDemoGallery } from './seed-gallery.ts';
