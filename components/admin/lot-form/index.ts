export { LotForm } from "./lot-form";
