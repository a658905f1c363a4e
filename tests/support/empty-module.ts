// Stands in for "server-only" outside Next, where the tests import server modules directly.
export {};
