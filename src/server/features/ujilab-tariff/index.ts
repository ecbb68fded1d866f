// What the rest of the server may use of lab-tariff (docs/server-features.md): nothing yet; the tariff itself is the lab-tariff layer's.
