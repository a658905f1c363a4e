import { stockSearchHandler } from "@/lib/images/stock-server";

export const GET = stockSearchHandler("unsplash");
