export { ApplicationFinderDialog } from "./application-finder-dialog";
