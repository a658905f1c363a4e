// What the requester and staff read of a lead (lib/leads/acknowledgement.ts, summary.ts, forms.ts): the
// acknowledgement thanks them, promises an answer within 24 hours in the seeds' words and lists what they
// sent by its labels; a saved lead's fields read back as the request they were; form names as titles.
import { describe, expect, it } from "vitest";
import { leadAcknowledgement } from "@/lib/leads/acknowledgement";
import { leadFormTitle, parseLeadRequest, storedLeadRequest, type LeadRequest } from "@/lib/leads/schemas";
import { leadFieldRows } from "@/lib/leads/summary";

function parsed(body: Record<string, unknown>): LeadRequest {
  const result = parseLeadRequest(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.value;
}

const convenienceBody = {
  form: "convenience-quote",
  storeName: "Quick Stop #4",
  contactName: "Maria de la Cruz",
  email: "maria@quickstop.test",
  storeType: "gas-station",
  quantity: "custom",
  customQuantity: "40",
  needs: "Fuel pump handles.",
  productName: "Triple Zero Fuel System Cleaner",
  source: "convenience-store",
};
const convenience = parsed(convenienceBody);

describe("the requester's acknowledgement", () => {
  it("to a confirmed address thanks them, promises an answer within 24 hours, and lists what they sent by its labels", () => {
    const mail = leadAcknowledgement(convenience, { id: 31, confirmed: true });
    expect(mail.to).toBe("maria@quickstop.test");
    expect(mail.subject).toBe("Thank you for contacting Triple Zero Chemical Co. (request #31)");
    expect(mail.text).toContain("Hello Maria de la,");
    expect(mail.text).toContain("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(mail.text).toContain("(convenience store quote request, reference #31)");
    expect(mail.text).toMatch(/Store type: +Gas Station/);
    expect(mail.text).toMatch(/Quantity: +40 gallons \(custom amount\)/);
    expect(mail.text).toContain("Cleaning needs / additional requirements:\nFuel pump handles.");
    expect(mail.text).toContain("800-407-1173");
  });

  it("to an address nobody confirmed is the same fixed text whatever the form said: thanks, the promise, the number", () => {
    const mail = leadAcknowledgement(convenience, { id: 31, confirmed: false });
    expect(mail.to).toBe("maria@quickstop.test");
    expect(mail.subject).toBe("Thank you for contacting Triple Zero Chemical Co. (request #31)");
    expect(mail.text).toContain("Hello,\n");
    expect(mail.text).toContain("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(mail.text).toContain("#31");
    for (const typed of ["Maria", "Quick Stop", "Fuel pump", "40 gallons", "maria@quickstop.test"]) expect(mail.text).not.toContain(typed);
    const other = parsed({ ...convenienceBody, contactName: "Visit http://spam.example", needs: "Cheap offers at http://spam.example" });
    expect(leadAcknowledgement(other, { id: 31, confirmed: false }).text).toBe(mail.text);
  });
});

describe("a saved lead read back", () => {
  it("reads the stored fields (the validated payload with its form) as the request, with the same rows", () => {
    const stored = JSON.parse(JSON.stringify({ form: convenience.form, ...convenience.data })) as unknown;
    const again = storedLeadRequest(stored);
    expect(again).not.toBeNull();
    expect(leadFieldRows(again!)).toEqual(leadFieldRows(convenience));
    expect(leadFieldRows(convenience).map((row) => row.label)).toEqual(["Name", "E-mail", "Store", "Store type", "Product", "Quantity"]);
  });

  it("gives null for fields of no known form, or that no longer pass", () => {
    expect(storedLeadRequest(null)).toBeNull();
    expect(storedLeadRequest({ form: "newsletter", email: "a@b.test" })).toBeNull();
    expect(storedLeadRequest({ form: "convenience-quote", email: "a@b.test" })).toBeNull();
  });

  it("names each form by its title, with the page of a consultation", () => {
    expect(leadFormTitle("home-consultation")).toBe("Consultation request (home)");
    expect(leadFormTitle("consultation")).toBe("Consultation request");
    expect(leadFormTitle("contact-page")).toBe("Contact page message");
    expect(leadFormTitle("pool-contact")).toBe("Pool & spa contact message");
    expect(leadFormTitle("grill-quote")).toBe("Grill cleaning quote request");
    expect(leadFormTitle("mystery-form")).toBe("mystery-form");
  });
});
