export { QuoteEditor, type QuoteEditorProps } from "./quote-editor";
