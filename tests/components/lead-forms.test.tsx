import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BreweryContactForm } from "@/components/brewery/brewery-contact-form";
import { ConsultationForm } from "@/components/contact/consultation-form";
import { ContactForm } from "@/components/contact/contact-form";
import { QuoteDialog as ConvenienceQuoteDialog } from "@/components/convenience/quote-dialog";
import { GrillQuoteDialog } from "@/components/grill/grill-quote-dialog";
import { PoolContactForm } from "@/components/pool/pool-contact-form";
import { QuoteDialog as PoolSheetQuoteDialog } from "@/components/pool-sheet/quote-dialog";
import { ProductQuoteDialog } from "@/components/restaurant/product-quote-dialog";
import { SampleRequestDialog } from "@/components/restaurant/sample-request-dialog";
import { POOL_CONTACT_TOASTS } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();
const json = jsonResponse;
/** The JSON body of the n-th POST /api/contact. */
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  expect(url).toBe("/api/contact");
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};
const setup = () => userEvent.setup({ delay: null });

/** The message a control is described by (its error, under the field). */
function description(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

/** Types the name and e-mail every lead form starts with. */
async function typePerson(user: ReturnType<typeof setup>, scope: HTMLElement, firstName: string, lastName: string) {
  await user.type(within(scope).getByLabelText(/First Name/), firstName);
  await user.type(within(scope).getByLabelText(/Last Name/), lastName);
  await user.type(within(scope).getByLabelText(/Email/), `${firstName.toLowerCase()}@example.com`);
}

describe("the contact page's form", () => {
  it("says each blank required field is required, next to it, focuses the first, and sends nothing", async () => {
    const user = setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const firstName = screen.getByLabelText(/First Name/);
    // The resolver checks the form asynchronously: on a busy machine the click returns before it is done.
    await waitFor(() => expect(firstName.getAttribute("aria-invalid")).toBe("true"));
    expect(description(firstName)).toBe("This field is required");
    expect(description(screen.getByLabelText(/Company/))).toBe("This field is required");
    expect(description(screen.getByLabelText(/Message/))).toBe("This field is required");
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(toast.error).toHaveBeenCalledWith("Required fields missing", { description: "Please fill in all required fields." });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the field is edited", async () => {
    const user = setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const lastName = screen.getByLabelText(/Last Name/);
    await waitFor(() => expect(description(lastName)).toBe("This field is required"));

    await user.type(lastName, "R");
    await waitFor(() => expect(lastName.getAttribute("aria-invalid")).toBeNull());
    expect(description(lastName)).toBe("");
  });

  it("offers the application list for the food industry only, and does not send a hidden choice", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    const user = setup();
    render(<ContactForm />);
    expect(screen.queryByLabelText(/Application/)).toBeNull();
    await user.selectOptions(screen.getByLabelText("Industry"), "food");
    await user.selectOptions(screen.getByLabelText(/Application/), "membrane_cleaning");
    await user.selectOptions(screen.getByLabelText("Industry"), "manufacturing");
    expect(screen.queryByLabelText(/Application/)).toBeNull();

    await typePerson(user, document.body, "Rosa", "Diaz");
    await user.type(screen.getByLabelText(/Company/), "Diaz Foods");
    await user.type(screen.getByLabelText(/Message/), "We clean twelve fryers a week.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ form: "contact", industry: "manufacturing", application: "", firstName: "Rosa" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Message sent successfully", { description: "We'll get back to you within 24 hours." }),
    );
    // Cleared for the next message; the industry stays as chosen.
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Industry") as HTMLSelectElement).value).toBe("manufacturing");
  });
});

describe("the consultation form", () => {
  async function fillConsultation(user: ReturnType<typeof setup>) {
    await typePerson(user, document.body, "Dana", "Whitfield");
    await user.type(screen.getByLabelText(/Company Name/), "Whitfield Dairy");
  }

  it("shows the server's field errors next to their fields and says the submission failed", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "Invalid request", fields: { email: "This address cannot receive mail" } }));
    const user = setup();
    render(<ConsultationForm source="home" />);
    await fillConsultation(user);
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));

    const email = screen.getByLabelText(/Business Email/);
    await waitFor(() => expect(description(email)).toBe("This address cannot receive mail"));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(toast.error).toHaveBeenCalledWith("Submission Failed", {
      description: `Please try again or contact us directly at ${siteConfig.email}.`,
    });
    expect(sent()).toMatchObject({ form: "consultation", source: "home", email: "dana@example.com" });
  });

  it("names a mistyped e-mail address before sending anything", async () => {
    const user = setup();
    render(<ConsultationForm source="home" />);
    await fillConsultation(user);
    await user.clear(screen.getByLabelText(/Business Email/));
    await user.type(screen.getByLabelText(/Business Email/), "dana@");
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));

    await waitFor(() => expect(description(screen.getByLabelText(/Business Email/))).toBe("Enter a valid e-mail address"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the submit button disabled, saying it is submitting, while the request is on its way", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    render(<ConsultationForm source="home" />);
    await fillConsultation(user);
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));

    const button = await screen.findByRole("button", { name: /Submitting/ });
    expect(button).toHaveProperty("disabled", true);
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(json(201, { id: 7 })));
    const again = await screen.findByRole("button", { name: "Request Consultation" });
    expect(again).toHaveProperty("disabled", false);
    expect(toast.success).toHaveBeenCalledWith("Request Submitted Successfully", {
      description: `Thank you! Our technical team will contact you ${siteConfig.responsePromise}.`,
    });
  });

  it("sends a retry of the same values with the same submissionId, and edited values with a new one", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValue(json(201, { id: 8 }));
    const user = setup();
    render(<ConsultationForm source="home" />);
    await fillConsultation(user);
    const submit = () => user.click(screen.getByRole("button", { name: "Request Consultation" }));

    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(sent(1).submissionId).toBe(sent(0).submissionId);

    await user.type(screen.getByLabelText(/Company Name/), " Farms");
    await submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(sent(2).submissionId).not.toBe(sent(0).submissionId);
    expect(sent(2).company).toBe("Whitfield Dairy Farms");
  });
});

describe("the brewery contact form", () => {
  async function sendBreweryMessage(interest: string) {
    const user = setup();
    render(<BreweryContactForm submitLabel="Send Message" source="brewery-home" />);
    await typePerson(user, document.body, "Sam", "Brewer");
    await user.type(screen.getByLabelText(/Brewery Name/), "Hop Hill");
    await user.selectOptions(screen.getByLabelText(/Interest/), interest);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
  }

  it("saves the message, thanks the visitor and empties the form", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 3 }));
    await sendBreweryMessage("beer-line-cleaning");

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Message received", {
        description: `Thank you for contacting us. Our brewery team will reply ${siteConfig.responsePromise}.`,
      }),
    );
    const body = sent();
    expect(body).toMatchObject({
      form: "brewery-contact",
      source: "brewery-home",
      breweryName: "Hop Hill",
      interest: "beer-line-cleaning",
    });
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByLabelText(/Brewery Name/) as HTMLInputElement).value).toBe("");
  });

  it("says the message was not sent when the server fails", async () => {
    fetchMock.mockResolvedValue(json(500, { error: "Server error" }));
    await sendBreweryMessage("consultation");

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Message not sent", {
        description: `Please try again or call us at ${siteConfig.phone.display}.`,
      }),
    );
    expect((screen.getByLabelText(/Brewery Name/) as HTMLInputElement).value).toBe("Hop Hill");
  });
});

describe("the pool contact form", () => {
  it("warns about missing required fields, and sends the lead as Pool & Spa once they are filled", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 4 }));
    const user = setup();
    render(<PoolContactForm />);
    const submit = screen.getByRole("button", { name: "Send Message" });
    await user.click(submit);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(POOL_CONTACT_TOASTS.missing.title, { description: POOL_CONTACT_TOASTS.missing.description }),
    );
    expect(description(screen.getByLabelText(/Message/))).toBe("This field is required");

    await typePerson(user, document.body, "Lee", "Park");
    await user.type(screen.getByLabelText(/Message/), "Two indoor pools, one spa.");
    await user.click(submit);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(POOL_CONTACT_TOASTS.success.title, {
        description: POOL_CONTACT_TOASTS.success.description,
      }),
    );
    expect(sent()).toMatchObject({ form: "pool-contact", industry: "Pool & Spa", firstName: "Lee" });
  });
});

describe("the restaurant product quote dialog", () => {
  function renderDialog() {
    render(
      <ProductQuoteDialog
        productName="Kitchen Degreaser"
        itemNumber="TZ-100"
        size="1 quart"
        unit="quart"
        priceLabel="$24.99 per quart"
        source="restaurant-cleaning"
      />,
    );
  }
  async function fillQuote(user: ReturnType<typeof setup>) {
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));
    const dialog = await screen.findByRole("dialog");
    await typePerson(user, dialog, "Ana", "Cook");
    return dialog;
  }

  it("marks blank required fields in the dialog and sends nothing", async () => {
    const user = setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send Quote Request" }));

    await waitFor(() => expect(description(within(dialog).getByLabelText(/First Name/))).toBe("This field is required"));
    expect(description(within(dialog).getByLabelText(/Email/))).toBe("This field is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says when to try again when the server answers 429, keeping the dialog and its values", async () => {
    fetchMock.mockResolvedValue(json(429, { error: "Too many requests from your address. Please try again in 7 minutes." }));
    const user = setup();
    renderDialog();
    const dialog = await fillQuote(user);
    await user.click(within(dialog).getByRole("button", { name: "Send Quote Request" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Too Many Requests", {
        description: `Too many requests from your address. Please try again in 7 minutes. Or call us at ${siteConfig.phone.display}.`,
      }),
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((within(dialog).getByLabelText(/First Name/) as HTMLInputElement).value).toBe("Ana");
  });

  it("sends the product with the quote, thanks the visitor and closes", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 5 }));
    const user = setup();
    renderDialog();
    const dialog = await fillQuote(user);
    await user.clear(within(dialog).getByLabelText(/Quantity/));
    await user.type(within(dialog).getByLabelText(/Quantity/), "12");
    await user.click(within(dialog).getByRole("button", { name: "Send Quote Request" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent()).toMatchObject({
      form: "product-quote",
      productName: "Kitchen Degreaser",
      itemNumber: "TZ-100",
      size: "1 quart",
      quantity: "12",
      source: "restaurant-cleaning",
    });
    expect(toast.success).toHaveBeenCalledWith("Quote Request Received", {
      description: `Thank you! We received your quote request for Kitchen Degreaser. Our team will reply ${siteConfig.responsePromise}.`,
    });
  });

  it("loads its form at the first press, gives the focus back to the button when closed, and keeps what was typed", async () => {
    const user = setup();
    renderDialog();
    const button = screen.getByRole("button", { name: "Request a Quote" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    await fillQuote(user);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.click(button);
    const again = await screen.findByRole("dialog");
    expect((within(again).getByLabelText(/First Name/) as HTMLInputElement).value).toBe("Ana");
  });
});

describe("the convenience store quote dialog", () => {
  it("asks for a custom quantity when Custom is chosen and sends it as a number", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 6 }));
    const onOpenChange = vi.fn();
    const user = setup();
    render(
      <ConvenienceQuoteDialog
        open
        onOpenChange={onOpenChange}
        phone="(555) 010-0000"
        product={{ name: "Glass Cleaner", itemNumber: "TZ-200", minimumOrder: 8 }}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByRole("radio", { name: "8 gallons" }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText(/Custom quantity/)).toBeNull();

    await user.type(within(dialog).getByLabelText(/Store Name/), "Corner Stop");
    await user.type(within(dialog).getByLabelText(/Contact Name/), "Jo Park");
    await user.type(within(dialog).getByLabelText(/Email/), "jo@example.com");
    await user.selectOptions(within(dialog).getByLabelText(/Store Type/), within(dialog).getAllByRole("option")[1]!);
    await user.click(within(dialog).getByRole("radio", { name: "Custom amount" }));
    await user.click(within(dialog).getByRole("button", { name: "Request Quote" }));
    await waitFor(() => expect(description(within(dialog).getByLabelText(/Custom quantity/))).not.toBe(""));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Custom quantity/), "40");
    await user.click(within(dialog).getByRole("button", { name: "Request Quote" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toMatchObject({
      form: "convenience-quote",
      quantity: "custom",
      customQuantity: 40,
      productName: "Glass Cleaner",
      source: "convenience-store",
    });
  });

  it("names the sales phone when the request fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = setup();
    render(<ConvenienceQuoteDialog open onOpenChange={vi.fn()} phone="(555) 010-0000" />);
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/Store Name/), "Corner Stop");
    await user.type(within(dialog).getByLabelText(/Contact Name/), "Jo Park");
    await user.type(within(dialog).getByLabelText(/Email/), "jo@example.com");
    await user.selectOptions(within(dialog).getByLabelText(/Store Type/), within(dialog).getAllByRole("option")[1]!);
    await user.click(within(dialog).getByRole("button", { name: "Request Quote" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Quote Request Failed", { description: "Please try again or call us at (555) 010-0000." }),
    );
  });
});

describe("the grill quote dialog", () => {
  it("drops a size the newly chosen product does not come in", async () => {
    const user = setup();
    render(
      <GrillQuoteDialog
        phone="(555) 010-0000"
        products={[
          { name: "Grill Cleaner", sizes: [{ label: "5 gallon pail" }, { label: "55 gallon drum" }] },
          { name: "Grate Soak", sizes: [{ label: "5 gallon pail" }] },
        ]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Get Custom Quote" }));
    const dialog = await screen.findByRole("dialog");
    const size = within(dialog).getByLabelText(/Size/) as HTMLSelectElement;
    await user.selectOptions(size, "55 gallon drum");
    await user.selectOptions(within(dialog).getByLabelText(/Product/), "Grate Soak");

    expect(size.value).toBe("");
    expect(
      within(size)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any size", "5 gallon pail"]);
  });

  it("sends a typed quantity as a number and a blank one not at all", async () => {
    fetchMock.mockResolvedValue(json(201, { id: 9 }));
    const user = setup();
    render(<GrillQuoteDialog phone="(555) 010-0000" products={[{ name: "Grill Cleaner", sizes: [{ label: "5 gallon pail" }] }]} />);
    await user.click(screen.getByRole("button", { name: "Get Custom Quote" }));
    const dialog = await screen.findByRole("dialog");
    await typePerson(user, dialog, "Max", "Grill");
    await user.click(within(dialog).getByRole("button", { name: "Request Quote" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ form: "grill-quote", source: "grill-cleaning" });
    expect(sent()).not.toHaveProperty("quantity");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Quote Request Received", {
        description: `Thank you! Our grill cleaning team will reply ${siteConfig.responsePromise}.`,
      }),
    );
  });
});

describe("the restaurant sample request dialog", () => {
  it("marks the blank shipping fields and sends nothing", async () => {
    const user = setup();
    render(
      <SampleRequestDialog
        productName="Kitchen Degreaser"
        itemNumber="TZ-100"
        triggerLabel="Get a Free Sample"
        source="restaurant-cleaning"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Get a Free Sample" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Request Sample" }));

    // The form's checks answer after the click's own task: wait for them, as a person sees them appear.
    await waitFor(() => {
      for (const label of [/Business Name/, /Shipping Address/, /City/, /State/, /ZIP Code/]) {
        expect(within(dialog).getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
      }
    });
    expect(within(dialog).getByLabelText(/Notes/).getAttribute("aria-invalid")).toBeNull();
    expect(within(within(dialog).getByLabelText(/State/)).getAllByRole("option")).toHaveLength(52);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the pool product sheet's quote dialog", () => {
  it("preselects the first size, and when the server fails asks to retry or call, keeping the values", async () => {
    fetchMock.mockResolvedValue(json(503, { error: "Unavailable" }));
    const user = setup();
    render(
      <PoolSheetQuoteDialog
        productName="Pool & Spa Descaler"
        itemNumber="TZ-300"
        sizes={["1 gallon", "5 gallon pail"]}
        source="pool-spa-descaler"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Request Quote" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText(/Size/) as HTMLSelectElement).value).toBe("1 gallon");
    await user.type(within(dialog).getByLabelText(/First Name/), "Morgan");
    await user.type(within(dialog).getByLabelText(/Last Name/), "Lee");
    await user.type(within(dialog).getByLabelText(/Email/), "morgan.lee@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Quote Request" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Request Failed", {
        description: `We could not send your quote request. Please try again or call us at ${siteConfig.phone.display}.`,
      }),
    );
    expect(sent()).toMatchObject({ form: "product-quote", productName: "Pool & Spa Descaler", size: "1 gallon", quantity: "1" });
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).value).toBe("morgan.lee@example.com");
  });
});
