export { OrderFulfilment } from "./order-fulfilment";
