export { QuoteEditor } from "./quote-editor";
