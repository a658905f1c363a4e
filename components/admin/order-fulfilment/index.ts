export { OrderFulfilment } from "./order-fulfilment";
export type { FulfilmentLine, FulfilmentNote, FulfilmentShipment } from "./types";
