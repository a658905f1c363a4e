// Opens PayPal's approval page in a new tab the way seed 001 §4 describes: a hidden form posts the
// approval URL to /api/paypal/redirect-post with target _blank, and the server redirects the new tab.
// Browser only.

export const PAYPAL_REDIRECT_PATH = "/api/paypal/redirect-post";
/** Seed 001 §9: the PayPal button stays busy for 2000 ms after opening the tab. */
export const PAYPAL_BUSY_MS = 2000;

export function postApprovalUrl(approvalUrl: string, doc: Document = document): void {
  const form = doc.createElement("form");
  form.method = "POST";
  form.action = PAYPAL_REDIRECT_PATH;
  form.target = "_blank";
  form.hidden = true;
  const field = doc.createElement("input");
  field.type = "hidden";
  field.name = "approvalUrl";
  field.value = approvalUrl;
  form.appendChild(field);
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
