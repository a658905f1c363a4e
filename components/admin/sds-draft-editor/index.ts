export { SdsDraftEditor } from "./sds-draft-editor";
