export { OrdersTable } from "./orders-table";
