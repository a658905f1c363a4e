import { createScrapeSitesHandler } from "@/lib/images/site-scanner";

export const GET = createScrapeSitesHandler();
