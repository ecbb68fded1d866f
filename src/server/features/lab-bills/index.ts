// What the rest of the server may use of lab-bills (docs/server-features.md): nothing yet. The lead wires the
// tariff's priced items into `createBill` when issue 40's parts are merged (docs/decisions/071).
export {};
