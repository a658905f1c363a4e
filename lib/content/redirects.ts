// The older addresses of the industry pages (seed route tables): answered with a permanent 308.
export const REDIRECTS = [
  { source: "/food-beverage-cleaning", destination: "/food-beverage-chemicals" },
  { source: "/hvac-cleaning", destination: "/hvac-chemicals" },
  { source: "/marine-cleaning", destination: "/marine-chemicals" },
  { source: "/agriculture-cleaning", destination: "/agriculture-chemicals" },
  { source: "/products/pool-and-spa", destination: "/pool-spa" },
] as const;
