// What the rest of the server may use of lab-samples (docs/server-features.md): nothing yet.
export {};
