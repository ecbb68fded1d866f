// The WhatsApp webhook (docs/decisions/059) is mounted by api.ts; nothing else of it is used elsewhere.
export {};
