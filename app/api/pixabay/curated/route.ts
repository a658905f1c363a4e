import { stockCuratedHandler } from "@/lib/images/stock-server";

export const GET = stockCuratedHandler("pixabay");
