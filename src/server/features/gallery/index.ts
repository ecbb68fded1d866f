// What the rest of the server may use of gallery (docs/server-features.md).
export { findPublishedAlbum } from './find-published-album.ts';
export { listPublishedAlbums } from './list-published-albums.ts';
export { seedDemoGallery } from './seed-gallery.ts';
