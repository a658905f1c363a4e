// Product Admin's safety data sheet panel (components/admin/product-sds-panel.tsx and its draft editor and
// upload form): the revisions with their state, New Revision, a draft's 16 sections saved with the updatedAt
// read, Publish only after a confirmation that says a published revision never changes, empty sections
// marked (by the same check as the server's, and from the server's answer) with the first one focused,
// Delete Draft, and the upload of a PDF with the server's refusal beside the file.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductSdsPanel } from "@/components/admin/product-sds-panel";
import { emptyContent, SDS_SECTIONS, type SdsContent } from "@/lib/sds/rules";
import type { StaffProductSds, StaffSdsRevision } from "@/lib/sds/schemas";
import { ADMIN_PRODUCT } from "./support/admin-product";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const PRODUCT = ADMIN_PRODUCT;

/** Every section says something. */
function fullContent(): SdsContent {
  const content = emptyContent();
  for (const section of SDS_SECTIONS) content[section.key] = { entries: [{ label: section.title, value: `About ${section.title}` }] };
  return content;
}

/** Sections 1 and 2 written, the others empty. */
function partialContent(): SdsContent {
  const content = emptyContent();
  content.identification = { entries: [{ label: "Product identifier", value: "Coil Brightener" }] };
  content.hazards = { entries: [{ label: "Signal word", value: "None" }] };
  return content;
}

const UPDATED_AT = "2026-11-25T10:00:00.000Z";

const PUBLISHED: StaffSdsRevision = {
  id: 31,
  revision: 1,
  state: "published",
  source: "authored",
  revisionDate: "2026-03-02",
  content: fullContent(),
  demoContent: true,
  publishedAt: "2026-03-02T12:00:00.000Z",
  updatedAt: "2026-03-02T12:00:00.000Z",
};

const UPLOADED: StaffSdsRevision = {
  ...PUBLISHED,
  id: 32,
  revision: 2,
  source: "uploaded",
  revisionDate: "2026-06-15",
  content: null,
  demoContent: false,
};

const draftOf = (content: SdsContent | null, changes: Partial<StaffSdsRevision> = {}): StaffSdsRevision => ({
  id: 33,
  revision: 3,
  state: "draft",
  source: "authored",
  revisionDate: "2026-11-25",
  content,
  demoContent: false,
  publishedAt: null,
  updatedAt: UPDATED_AT,
  ...changes,
});

const sdsOf = (revisions: StaffSdsRevision[]): StaffProductSds => ({
  productId: 7,
  itemNumber: "TZ-HV-101",
  name: "Coil Brightener",
  revisions,
  currentRevision: revisions.find((revision) => revision.state === "published")?.revision ?? null,
});

async function open(sds: StaffProductSds) {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, sds));
  const user = userEvent.setup({ delay: null });
  render(<ProductSdsPanel product={PRODUCT} />);
  await screen.findByRole("button", { name: "New Revision" });
  return user;
}

const revisionRows = () => screen.getAllByTestId("sds-revision");
const section = (key: string) => document.querySelector<HTMLElement>(`[data-testid="sds-section"][data-section="${key}"]`)!;
const call = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url, method: init?.method, body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body };
};

describe("the product's safety data sheet panel", () => {
  it("lists the revisions with their state, source and download link; a draft holds New Revision back", async () => {
    await open(sdsOf([draftOf(partialContent()), UPLOADED, PUBLISHED]));
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/products/7/sds", expect.objectContaining({ method: "GET" }));
    const [draft, uploaded, first] = revisionRows();
    expect(within(draft!).getByText("Revision 3")).toBeTruthy();
    expect(within(draft!).getByText("Draft")).toBeTruthy();
    expect(within(draft!).queryByRole("link")).toBeNull();
    expect(within(uploaded!).getByText("Published")).toBeTruthy();
    expect(within(uploaded!).getByText("Current")).toBeTruthy();
    expect(within(uploaded!).getByText("Uploaded")).toBeTruthy();
    expect(within(uploaded!).getByText("June 15, 2026")).toBeTruthy();
    // happy-dom lays every element out as a block: the link's name may have a space before the comma.
    expect(
      within(uploaded!)
        .getByRole("link", { name: /^Download PDF ?, revision 2$/ })
        .getAttribute("href"),
    ).toBe("/sds/TZ-HV-101/2");
    expect(within(first!).getByText("Authored")).toBeTruthy();
    expect(within(first!).getByText("Demo content")).toBeTruthy();
    expect(within(first!).queryByText("Current")).toBeNull();
    // A published revision is read, never edited.
    expect(within(first!).queryByRole("textbox")).toBeNull();
    expect(within(first!).getByText("About First-aid measures")).toBeTruthy();

    expect((screen.getByRole("button", { name: "New Revision" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Revision 3 is a draft: publish or delete it first.")).toBeTruthy();
  });

  it("starts a new revision: the draft editor opens with the 16 sections in order", async () => {
    const user = await open(sdsOf([PUBLISHED]));
    expect(screen.queryByTestId("sds-draft")).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, draftOf(fullContent(), { revision: 2 })));
    await user.click(screen.getByRole("button", { name: "New Revision" }));
    const heading = await screen.findByRole("heading", { name: "Draft: revision 2" });
    expect(call(1)).toMatchObject({ url: "/api/admin/products/7/sds", method: "POST" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByTestId("sds-section").map((fieldset) => fieldset.querySelector("legend")!.textContent)).toEqual(
      SDS_SECTIONS.map((s) => `SECTION ${s.number}: ${s.title}`),
    );
    expect(toast.success).toHaveBeenCalledWith("Revision 2 Started", { description: "Its sections start from the current sheet" });
    expect((screen.getByRole("button", { name: "New Revision" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says why no new revision was started", async () => {
    const user = await open(sdsOf([]));
    expect(screen.getByTestId("sds-none").textContent).toContain("No safety data sheet yet");
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: "Database unavailable" }));
    await user.click(screen.getByRole("button", { name: "New Revision" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("No new revision", { description: "Database unavailable" }));
    expect(screen.queryByTestId("sds-draft")).toBeNull();
  });

  it("saves the draft's sections and date with the updatedAt it was read at", async () => {
    const user = await open(sdsOf([draftOf(partialContent())]));
    const hazards = section("hazards");
    await user.clear(within(hazards).getByLabelText(/^Value/));
    await user.type(within(hazards).getByLabelText(/^Value/), "Warning");
    const firstAid = section("firstAid");
    expect(within(firstAid).getByText("No entries yet.")).toBeTruthy();
    await user.click(within(firstAid).getByRole("button", { name: "Add Entry to section 4" }));
    await user.type(within(firstAid).getByLabelText("Label, section 4, entry 1"), "Eyes");
    await user.type(within(firstAid).getByLabelText("Value, section 4, entry 1"), "Rinse with water.");
    const date = within(screen.getByTestId("sds-draft")).getByLabelText(/^Revision date/) as HTMLInputElement;
    await user.clear(date);
    await user.type(date, "2026-12-01");

    const expected = partialContent();
    expected.hazards = { entries: [{ label: "Signal word", value: "Warning" }] };
    expected.firstAid = { entries: [{ label: "Eyes", value: "Rinse with water." }] };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, draftOf(expected, { revisionDate: "2026-12-01", updatedAt: "2026-11-25T11:00:00.000Z" })),
    );
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Draft Saved", { description: "Coil Brightener, revision 3" }));
    expect(call(1)).toEqual({
      url: "/api/admin/sds/33",
      method: "PUT",
      body: { content: expected, revisionDate: "2026-12-01", updatedAt: UPDATED_AT },
    });
  });

  it("marks the empty sections before asking to publish, and focuses the first", async () => {
    const user = await open(sdsOf([draftOf(partialContent())]));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(within(section("composition")).getByRole("button", { name: /^Add Entry/ })));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(within(section("composition")).getByText(/^Section 3 \(Composition\/information on ingredients\) is empty/)).toBeTruthy();
    expect(section("composition").getAttribute("aria-describedby")).toBe("sds-section-composition-error");
    expect(within(section("hazards")).queryByText(/is empty/)).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(
      "Sections 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 are empty: every section must say something before publishing.",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Writing in a section takes its mark away.
    await user.click(within(section("composition")).getByRole("button", { name: /^Add Entry/ }));
    expect(within(section("composition")).queryByText(/is empty/)).toBeNull();
  });

  it("publishes only after a confirmation that says a published revision never changes", async () => {
    const user = await open(sdsOf([draftOf(fullContent()), PUBLISHED]));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Publish revision 3 of the Coil Brightener safety data sheet?" });
    expect(dialog.textContent).toContain("A published revision can never change");
    expect(dialog.textContent).not.toContain("Your changes are saved first");
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Publish" }));
    const published = draftOf(fullContent(), { state: "published", publishedAt: "2026-11-25T12:00:00.000Z" });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, published));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Publish" }));
    await vi.waitFor(() => expect(screen.queryByTestId("sds-draft")).toBeNull());
    expect(call(1)).toEqual({ url: "/api/admin/sds/33/publish", method: "POST", body: { updatedAt: UPDATED_AT } });
    expect(toast.success).toHaveBeenCalledWith("Revision 3 Published", {
      description: "Coil Brightener: its PDF is now the current sheet",
    });
    const [newest] = revisionRows();
    expect(within(newest!).getByText("Published")).toBeTruthy();
    expect(within(newest!).getByText("Current")).toBeTruthy();
    expect(
      within(newest!)
        .getByRole("link", { name: /^Download PDF ?, revision 3$/ })
        .getAttribute("href"),
    ).toBe("/sds/TZ-HV-101/3");
    expect((screen.getByRole("button", { name: "New Revision" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("saves changes first, then publishes the version saved", async () => {
    const user = await open(sdsOf([draftOf(fullContent())]));
    await user.type(within(section("other")).getByLabelText(/^Value/), " (revised)");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Your changes are saved first.");
    const savedAt = "2026-11-25T11:30:00.000Z";
    const content = fullContent();
    content.other = { entries: [{ label: "Other information", value: "About Other information (revised)" }] };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, draftOf(content, { updatedAt: savedAt })));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, draftOf(content, { state: "published", updatedAt: savedAt })));
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    await vi.waitFor(() => expect(screen.queryByTestId("sds-draft")).toBeNull());
    expect(call(1)).toMatchObject({ url: "/api/admin/sds/33", method: "PUT", body: { content, updatedAt: UPDATED_AT } });
    expect(call(2)).toEqual({ url: "/api/admin/sds/33/publish", method: "POST", body: { updatedAt: savedAt } });
  });

  it("marks the sections the server names as empty, and focuses the first once the confirmation has closed", async () => {
    const user = await open(sdsOf([draftOf(fullContent())]));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const ecology = "Section 12 (Ecological information) is empty: every section must say something before publishing";
    const disposal = "Section 13 (Disposal considerations) is empty: every section must say something before publishing";
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: ecology, fields: { ecology, disposal } }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Publish" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(section("ecology")).getByText(ecology)).toBeTruthy();
    expect(within(section("disposal")).getByText(disposal)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(within(section("ecology")).getByLabelText(/^Label/)));
    expect(screen.getByRole("alert").textContent).toBe("Sections 12, 13 are empty: every section must say something before publishing.");
    expect(toast.error).toHaveBeenCalledWith("Not published", { description: ecology });
    expect(screen.getByTestId("sds-draft")).toBeTruthy();
  });

  it("offers Reload when someone else changed the draft meanwhile", async () => {
    const user = await open(sdsOf([draftOf(fullContent())]));
    const stale = "Someone else changed this draft since you opened it: reload to see their version";
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: stale, fields: { updatedAt: stale } }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(stale)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, sdsOf([draftOf(partialContent(), { updatedAt: "2026-11-25T12:00:00.000Z" })])));
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await vi.waitFor(() => expect(within(section("ecology")).getByText("No entries yet.")).toBeTruthy());
    expect(call(2)).toMatchObject({ url: "/api/admin/products/7/sds", method: "GET" });
  });

  it("deletes the draft after a confirmation", async () => {
    const user = await open(sdsOf([draftOf(partialContent()), PUBLISHED]));
    await user.click(screen.getByRole("button", { name: "Delete Draft" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the draft of revision 3?" });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.click(within(dialog).getByRole("button", { name: "Delete Draft" }));
    await vi.waitFor(() => expect(screen.queryByTestId("sds-draft")).toBeNull());
    expect(call(1)).toMatchObject({ url: "/api/admin/sds/33", method: "DELETE" });
    expect(revisionRows()).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith("Draft Deleted", { description: "Coil Brightener, revision 3" });
  });

  it("uploads a PDF after a confirmation, as multipart with its revision date", async () => {
    const user = await open(sdsOf([PUBLISHED]));
    const upload = screen.getByTestId("sds-upload");
    const pdf = new File(["%PDF-1.7\n"], "coil-brightener-sds.pdf", { type: "application/pdf" });
    await user.upload(within(upload).getByLabelText(/^PDF file/), pdf);
    const date = within(upload).getByLabelText(/^Revision date/) as HTMLInputElement;
    await user.clear(date);
    await user.type(date, "2026-10-01");
    await user.click(within(upload).getByRole("button", { name: "Upload and Publish" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Publish coil-brightener-sds.pdf as revision 2?" });
    expect(dialog.textContent).toContain("A published revision can never change");
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Publish" }));
    // While it is sent: the button waits, and the page says what is uploading.
    expect(await within(upload).findByText(/Uploading coil-brightener-sds\.pdf/)).toBeTruthy();
    expect((within(upload).getByRole("button", { name: /Uploading/ }) as HTMLButtonElement).disabled).toBe(true);
    const sent = call(1);
    expect(sent).toMatchObject({ url: "/api/admin/products/7/sds/upload", method: "POST" });
    const body = sent.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("coil-brightener-sds.pdf");
    expect(body.get("revisionDate")).toBe("2026-10-01");
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty("Content-Type");

    answer(jsonResponse(201, { ...UPLOADED, revisionDate: "2026-10-01" }));
    await vi.waitFor(() => expect(revisionRows()).toHaveLength(2));
    expect(toast.success).toHaveBeenCalledWith("Revision 2 Published", {
      description: "Coil Brightener: coil-brightener-sds.pdf uploaded",
    });
    expect(within(revisionRows()[0]!).getByText("Uploaded")).toBeTruthy();
  });

  it("shows the server's refusal of a file beside the file", async () => {
    const user = await open(sdsOf([]));
    const upload = screen.getByTestId("sds-upload");
    // No file: the form says so before anything is sent.
    await user.click(within(upload).getByRole("button", { name: "Upload and Publish" }));
    expect(await within(upload).findByText("Choose the PDF to upload")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.upload(within(upload).getByLabelText(/^PDF file/), new File(["not a pdf"], "sheet.pdf", { type: "application/pdf" }));
    await user.click(within(upload).getByRole("button", { name: "Upload and Publish" }));
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "The file is not a PDF", fields: { file: "The file is not a PDF" } }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Upload and Publish" }));
    expect(await within(upload).findByText("The file is not a PDF")).toBeTruthy();
    expect(
      within(upload)
        .getByLabelText(/^PDF file/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(toast.error).toHaveBeenCalledWith("Not uploaded", { description: "The file is not a PDF" });
    expect(screen.getByTestId("sds-none")).toBeTruthy();
  });
});
