// The road-section register (issue 39): what the rest of the server may call. Nothing yet; the
// nearest-ruas lookup and the owners' table for routing live in the roads layer (src/server/roads/).
export {};
