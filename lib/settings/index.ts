// Site settings staff change without a release, one SiteSetting row per key. Today: the home hero's
// background (hero-background.ts, server only; the choices themselves in backgrounds.ts).
export * from "./backgrounds";
