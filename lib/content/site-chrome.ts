// Values that the header and footer of every page read, kept apart from the home page's and the wizard's
// content so that their texts are not shipped with every page's JavaScript.

/** The event the header's Product Finder sends to clear the home page's wizard. */
export const WIZARD_RESET_EVENT = "triple-zero:wizard-reset";

/** The Back to Top button appears once the page has scrolled past this (seed 000 §4). */
export const BACK_TO_TOP_THRESHOLD_PX = 300;
