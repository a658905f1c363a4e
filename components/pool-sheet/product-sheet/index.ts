export { ProductSheet } from "./product-sheet";
