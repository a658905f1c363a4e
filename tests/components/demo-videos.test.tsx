// The demonstration videos: without configured YouTube ids no page offers a player that
// cannot play (the demo offers the live demonstration instead, the wizard shows no video button); with
// ids, the players appear and load from youtube-nocookie.com only when pressed.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WizardRecommendation } from "@/components/home/wizard-recommendation";
import { VideoEmbed } from "@/components/technology/video-embed";
import { findIndustry, recommendationFor } from "@/lib/content/wizard";
import { seededProducts } from "../support/catalog-fixture";
import { jsonResponse, mockFetch } from "./support/fetch-mock";

const setup = () => userEvent.setup({ delay: null });

describe("a demonstration", () => {
  it("without a video id offers the live demo and no player", () => {
    render(<VideoEmbed videoId={null} title="Triple Zero acid demo: dissolving an egg shell" />);
    expect(screen.getByRole("link", { name: "Book a live demo" }).getAttribute("href")).toBe("#contact");
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("with a video id shows a player that loads from youtube-nocookie.com when pressed", async () => {
    const user = setup();
    render(<VideoEmbed videoId="aaaaaaaaaaa" title="Triple Zero acid demo: dissolving an egg shell" />);
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: Triple Zero acid demo: dissolving an egg shell" }));
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1");
  });
});

describe("the home wizard's answer", () => {
  // The answer reads its product's offer from the catalog.
  const fetchMock = mockFetch();
  beforeEach(() => fetchMock.mockImplementation(async () => jsonResponse(200, seededProducts())));
  const industry = findIndustry("brewery")!;
  const recommendation = recommendationFor("brewery", "beer_line_acid")!;
  const show = (videoUrl: string | undefined) =>
    render(
      <WizardRecommendation
        recommendation={{ ...recommendation, videoUrl }}
        industry={industry}
        applicationLabel="Beer line cleaning (acid)"
        onNewSearch={vi.fn()}
      />,
    );

  it("has no demo video button without a configured video (as in these tests)", () => {
    expect(recommendation.videoUrl).toBeUndefined();
    show(undefined);
    expect(screen.queryByRole("button", { name: "Watch Demo Video" })).toBeNull();
  });

  it("with a video, opens it in a dialog from 'Watch Demo Video' (its code fetched then), and Escape returns to the button", async () => {
    const user = setup();
    show("https://www.youtube-nocookie.com/embed/aaaaaaaaaaa");
    const button = screen.getByRole("button", { name: "Watch Demo Video" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByTestId("wizard-demo-iframe").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1&rel=0",
    );
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
