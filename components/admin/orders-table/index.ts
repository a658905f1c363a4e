export { OrdersTable, type OrderPages } from "./orders-table";
